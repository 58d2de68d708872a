import { toCsv } from '@cc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTableProvider, type DataTableSource } from './data-source';
import { DataTable } from './data-table';
import { CAR_COLUMNS, DEMO_CARS, type DemoCar, memoryFetcher, STATUS_LABELS } from './fixtures';
import type { SavedView, ViewsAdapter } from './types';
import { localViewsAdapter } from './views-adapter';

const source: DataTableSource = {
  fetcher: memoryFetcher(DEMO_CARS) as DataTableSource['fetcher'],
  // The server streams the export; here it is built in memory with the same helper.
  download: async () =>
    new Blob(
      [
        toCsv(DEMO_CARS, [
          ...CAR_COLUMNS.filter((c) => !c.filterOnly),
          { key: 'status', title: 'الحالة', value: (car: DemoCar) => STATUS_LABELS[car.status] },
        ]),
      ],
      { type: 'text/csv;charset=utf-8' },
    ),
};

const meta = {
  title: 'DataTable/DataTable',
  component: DataTable<DemoCar>,
  args: { endpoint: 'car', caption: 'السيارات', columns: CAR_COLUMNS, rowKey: 'id' },
  decorators: [
    (Story) => (
      <DataTableProvider source={source}>
        <Story />
      </DataTableProvider>
    ),
  ],
} satisfies Meta<typeof DataTable<DemoCar>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Status Pending is the cars list's default filter (defaultValue). */
export const WithData: Story = {};

export const FiltersOpen: Story = { args: { defaultFiltersOpen: true } };

export const Loading: Story = { args: { fetcher: memoryFetcher(DEMO_CARS, { never: true }) } };

export const Empty: Story = { args: { fetcher: memoryFetcher<DemoCar>([]) } };

export const ErrorState: Story = {
  name: 'Error',
  args: { fetcher: memoryFetcher(DEMO_CARS, { fail: 'فشل في جلب البيانات. يرجى المحاولة مرة أخرى.' }) },
};

export const Sorted: Story = {
  args: { initialSort: { key: 'model', direction: 'desc' }, initialFilters: { status: '' } },
};

export const ExpandedInstalments: Story = {
  args: { initialFilters: { status: '' } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const [toggle] = await canvas.findAllByRole('button', { name: 'عرض الأقساط' });
    await userEvent.click(toggle!);
    await expect(await canvas.findByRole('table', { name: 'الأقساط' })).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { initialFilters: { status: '' } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'الصفحة الأخيرة' }));
    await expect(await canvas.findByRole('button', { name: 'الصفحة 5', current: 'page' })).toBeVisible();
  },
};

export const WithActionsAndExport: Story = {
  args: {
    exportable: true,
    actions: (car) => <a href={`#/car/${car.id}/view`}>عرض</a>,
    toolbarExtra: <a href="#/new-car">+ اضافة سيارة</a>,
  },
};

export const SavedViewsLocal: Story = {
  name: 'Saved views (local)',
  args: { views: localViewsAdapter('cc-data-table:story-views') },
};

const companyViews: SavedView[] = [
  {
    id: 1,
    name: 'المباعة حسب الموديل',
    shared: true,
    mine: false,
    state: { keyword: '', filters: { status: 'Paid' }, sort: { key: 'model', direction: 'desc' } },
  },
  {
    id: 2,
    name: 'كيا قيد الدفع',
    shared: false,
    mine: true,
    state: { keyword: 'كيا', filters: { status: 'Active' }, sort: null },
  },
];
const sharingAdapter: ViewsAdapter = {
  canShare: true,
  list: async () => companyViews,
  save: async (input) => {
    const view = { ...input, id: companyViews.length + 1, mine: true };
    companyViews.push(view);
    return view;
  },
  remove: async (id) => {
    companyViews.splice(
      companyViews.findIndex((v) => v.id === id),
      1,
    );
  },
};

/** A company account: may share a view with the whole company. */
export const SavedViewsShared: Story = {
  name: 'Saved views (company account)',
  args: { views: sharingAdapter },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'طرق العرض' }));
  },
};

/** At 390 px the table scrolls inside its container and the toolbar wraps. */
export const Narrow: Story = {
  args: { exportable: true, views: localViewsAdapter('cc-data-table:story-views') },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }}>
        <Story />
      </div>
    ),
  ],
};
