import { type Car, type Deal, endpoints } from '@cc/contracts';
import {
  createTestApi,
  pageOf,
  route,
  staffCaller,
  type TestApiOptions,
  TestResources,
} from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, within } from 'storybook/test';
import { DataTable } from './data-table';
import { DEAL_COLUMNS, deal, installment } from './test/deals';
import { CAR_COLUMNS } from './test/render';
import type { MenuActions } from './ui';
import { IconEdit, IconEye, IconTrash } from './ui';

/** The fake API of one story (its demo data, with a little latency), kept across re-renders. */
function FakeApi({ options, children }: { options: TestApiOptions | undefined; children: ReactNode }) {
  const [fake] = useState(() => createTestApi({ latencyMs: 300, ...options }));
  return <TestResources fake={fake}>{children}</TestResources>;
}

const meta = {
  title: 'DataTable/DataTable',
  component: DataTable<Car>,
  args: { endpoint: endpoints.cars.list, caption: 'السيارات', columns: CAR_COLUMNS, rowKey: 'id' },
  decorators: [
    (Story, { parameters }) => (
      <FakeApi options={parameters.api as TestApiOptions | undefined}>
        <Story />
      </FakeApi>
    ),
  ],
} satisfies Meta<typeof DataTable<Car>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Status Pending is the cars list's default filter (defaultValue). */
export const WithData: Story = {};

export const FiltersOpen: Story = { args: { defaultFiltersOpen: true } };

export const Loading: Story = {
  parameters: { api: { routes: [route(endpoints.cars.list, () => new Promise(() => undefined))] } },
};

export const Empty: Story = { parameters: { api: { cars: [] } } };

/** A staff member without GET_CAR: the server's 403 message in place of rows. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { caller: staffCaller('PERSON_READ') } },
};

export const Sorted: Story = {
  args: { initialSort: { key: 'model', direction: 'desc' }, initialFilters: { status: '' } },
};

/** A deals list: rows with instalments expand to child rows. */
export const ExpandedInstalments: Story = {
  parameters: {
    api: {
      routes: [
        route(endpoints.contracts.list, ({ query }) =>
          pageOf(
            [
              deal(1, [
                installment(1, '2026-02-15', 'PAID'),
                installment(2, '2026-03-15', 'PARTIAL'),
                installment(3, '2026-04-15', 'PENDING'),
              ]),
              deal(2, []),
              deal(3, [installment(1, '2026-05-01', 'PENDING')]),
            ],
            query,
          ),
        ),
      ],
    },
  },
  render: () => (
    <DataTable<Deal>
      endpoint={endpoints.contracts.list}
      caption="العقود"
      columns={DEAL_COLUMNS}
      childPath="paymentPlan.installments"
    />
  ),
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
    await expect(await canvas.findByRole('button', { name: 'الصفحة 3', current: 'page' })).toBeVisible();
  },
};

/** A car row's actions: 'عرض' visible, 'تعديل' and 'حذف' (a Pending car) in the menu. */
function carActions(car: Car): MenuActions {
  const pending = car.status === 'Pending';
  return [
    { label: 'عرض', to: `#/car/${car.id}/view`, icon: <IconEye size={18} />, primary: true },
    pending && { label: 'تعديل', to: `#/car/${car.id}/edit`, icon: <IconEdit size={16} /> },
    pending && { label: 'حذف', onSelect: () => undefined, icon: <IconTrash size={16} />, tone: 'danger' },
  ];
}

/**
 * `rowActions`: each row's actions as one '⋮' menu named «إجراءات <rowLabel>», pinned at the row's end;
 * the `primary` action ('عرض') stays visible beside it.
 */
export const WithActionsAndExport: Story = {
  args: {
    exportEndpoint: endpoints.cars.export,
    rowActions: carActions,
    rowLabel: (car) => car.name,
    toolbarExtra: <a href="#/new-car">+ اضافة سيارة</a>,
  },
};

/** A company account: may share a view with the whole company. */
export const SavedViewsShared: Story = {
  name: 'Saved views (company account)',
  args: { views: { resource: 'cars', canShare: true } },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'طرق العرض' }));
  },
};

/** A staff member: their own views and the company's shared ones; no sharing. */
export const SavedViewsStaff: Story = {
  name: 'Saved views (staff)',
  args: { views: { resource: 'cars', canShare: false } },
  parameters: { api: { caller: staffCaller('GET_CAR') } },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'طرق العرض' }));
  },
};

/** Low-priority columns start hidden; 'الأعمدة' shows them (and a saved view remembers the choice). */
export const HiddenColumns: Story = {
  args: {
    columns: CAR_COLUMNS.map((c) =>
      c.key === 'kilometers' || c.key === 'model' ? { ...c, hidden: true } : c,
    ),
    rowActions: carActions,
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('link', { name: 'عرض' });
    await expect(canvas.queryByRole('columnheader', { name: /الكيلومترات/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'الأعمدة' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'الكيلومترات' }));
    await expect(canvas.getByRole('columnheader', { name: /الكيلومترات/ })).toBeVisible();
  },
};

/**
 * Below 600 px of its container each row is a card of «column: value» lines with its actions in view:
 * nothing scrolls sideways.
 */
export const StackedCards: Story = {
  args: {
    rowActions: carActions,
    rowLabel: (car) => car.name,
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [view] = await canvas.findAllByRole('link', { name: 'عرض' });
    const table = canvas.getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth + 1);
    const frame = canvasElement.querySelector('.cc-dt')!.getBoundingClientRect();
    const [menu] = canvas.getAllByRole('button', { name: /^إجراءات / });
    for (const control of [view!, menu!]) {
      const box = control.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left);
      await expect(box.right).toBeLessThanOrEqual(frame.right + 1);
    }
    await expect(getComputedStyle(view!.closest('td')!, '::before').content).toBe('"الإجراءات"');
  },
};

/** At 390 px the rows are stacked cards and the toolbar wraps. */
export const Narrow: Story = {
  args: { exportEndpoint: endpoints.cars.export, views: { resource: 'cars', canShare: false } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }}>
        <Story />
      </div>
    ),
  ],
};
