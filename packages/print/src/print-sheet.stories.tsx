import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryPrintApi, DEMO_DEAL, DEMO_TEMPLATE } from './demo-data';
import { PrintScreen, ReceiptPrintScreen } from './print-screen';
import { PrintSheet } from './print-sheet';

// A 64x40 blue logo.
const LOGO =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64"><rect width="96" height="64" rx="10" fill="#1e3a8a"/><text x="48" y="40" font-size="22" fill="#fff" text-anchor="middle">AMN</text></svg>',
  );

const meta = {
  title: 'Print/Contract sheet',
  component: PrintSheet,
  args: { template: DEMO_TEMPLATE, record: DEMO_DEAL },
} satisfies Meta<typeof PrintSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo contract on the demo template: values, the isolated date and price, the instalment table. */
export const Contract: Story = {};

/** The company's logo where the template places it. */
export const WithLogo: Story = {
  args: { record: { ...DEMO_DEAL, company: { ...DEMO_DEAL.company, logo: LOGO } } },
};

/** A cash sale: no instalments. */
export const Cash: Story = {
  args: {
    record: {
      ...DEMO_DEAL,
      paymentPlan: { ...DEMO_DEAL.paymentPlan, paymentType: 'CASH', status: 'PAID', installments: [] },
    },
  },
};

/** A long plan: the table shrinks its font and spreads the rows over more groups. */
export const SixtyInstalments: Story = {
  args: {
    record: {
      ...DEMO_DEAL,
      paymentPlan: {
        ...DEMO_DEAL.paymentPlan,
        installments: Array.from({ length: 60 }, (_, i) => ({
          ...DEMO_DEAL.paymentPlan.installments[0]!,
          id: i + 1,
          sequence: i + 1,
          dueDate: `${2026 + Math.floor((i + 3) / 12)}-${String(((i + 3) % 12) + 1).padStart(2, '0')}-15`,
        })),
      },
    },
  },
};

/** The whole print page with its toolbar, over an in-memory API. */
export const Screen: Story = {
  render: () => (
    <PrintScreen api={createMemoryPrintApi({ logo: LOGO })} id={7} isContract onBack={() => {}} />
  ),
};

/** A payment's receipt on the receipt template. */
export const Receipt: Story = {
  render: () => <ReceiptPrintScreen api={createMemoryPrintApi({ logo: LOGO })} paymentId={31} />,
};
