import { endpoints } from '@cc/contracts';
import {
  DEMO_DASHBOARD,
  EMPTY_DASHBOARD,
  FakeFailure,
  FeatureStory,
  type FeatureStoryProps,
  route,
} from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardFeature } from './feature';

/** The home page as the app shows it ({@link FeatureStory}), over the fake API's dashboard answers. */
function DashboardPages(props: FeatureStoryProps) {
  return <FeatureStory feature={dashboardFeature} {...props} />;
}

const meta = {
  title: 'Dashboard/Pages',
  component: DashboardPages,
  args: { url: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (data: typeof DEMO_DASHBOARD) => ({
  routes: [route(endpoints.dashboard.get, () => ({ data }))],
});

/** The demo company: figures in dinars and dollars side by side, both charts, three overdue bands. */
export const BothCurrencies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('9,500,000 د.ع')).toBeInTheDocument();
    await expect(canvas.getByText('2,100.00 $')).toBeInTheDocument();
  },
};

/** A dollar-only business: the charts open on dollars. */
export const DollarsOnly: Story = {
  args: {
    api: answering({
      ...DEMO_DASHBOARD,
      outstanding: { IQD: '0', USD: '52300.00' },
      months: DEMO_DASHBOARD.months.map((m) => ({
        ...m,
        sales: { ...m.sales, IQD: '0' },
        collections: { ...m.collections, IQD: '0' },
      })),
    }),
  },
};

/** A new company: nothing sold, nothing owed; the charts say there is nothing to draw yet. */
export const Empty: Story = { args: { api: answering(EMPTY_DASHBOARD) } };

/** The figures take a long time: 'جار تحميل الأرقام...'. */
export const Loading: Story = { args: { api: { latencyMs: 60_000 } } };

/** The call fails: the server's message and a retry. */
export const LoadError: Story = {
  args: {
    api: {
      routes: [
        route(endpoints.dashboard.get, () => {
          throw new FakeFailure(500, 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى', 'INTERNAL');
        }),
      ],
    },
  },
};

/** The overdue instalments of one age band, as a band's link opens them. */
export const OverdueBandList: Story = {
  args: { url: '/installments?overdue=true&fromDate=2026-02-14&toDate=2026-03-15' },
};
