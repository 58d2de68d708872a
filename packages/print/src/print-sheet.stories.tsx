import type { Installment } from '@cc/contracts';
import { createTestApi, DEMO_COMPANY, DEMO_TEMPLATES, staffCaller } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrintSheet } from './print-sheet';
import type { PrintRecord } from './resolve';
import {
  CONTRACT as contract,
  PRINT_TEMPLATE,
  PAYMENT as payment,
  printApi,
  RECEIPT_TEMPLATE,
} from './test/print-demo';
import { PrintRoutes } from './test/print-routes';

// A 96x64 blue logo.
const LOGO =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64"><rect width="96" height="64" rx="10" fill="#1e3a8a"/><text x="48" y="40" font-size="22" fill="#fff" text-anchor="middle">AMN</text></svg>',
  );

const record: PrintRecord = contract;

const meta = {
  title: 'Print/Contract sheet',
  component: PrintSheet,
  args: { template: PRINT_TEMPLATE, record },
} satisfies Meta<typeof PrintSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A demo contract on the demo print template: values, the isolated date and price, the instalment table. */
export const Contract: Story = {};

/** The company's logo where the template places it. */
export const WithLogo: Story = {
  args: { record: { ...record, company: { ...record.company, logo: LOGO } } },
};

/** A cash sale: no instalments. */
export const Cash: Story = {
  args: {
    record: {
      ...record,
      paymentPlan: { ...record.paymentPlan, paymentType: 'CASH', status: 'PAID', installments: [] },
    },
  },
};

const sixty: Installment[] = Array.from({ length: 60 }, (_, i) => ({
  ...contract.paymentPlan.installments[0]!,
  id: i + 1,
  sequence: i + 1,
  dueDate: `${2026 + Math.floor((i + 3) / 12)}-${String(((i + 3) % 12) + 1).padStart(2, '0')}-15`,
}));

/** A long plan: the table shrinks its font and spreads the rows over more groups. */
export const SixtyInstalments: Story = {
  args: { record: { ...record, paymentPlan: { ...record.paymentPlan, installments: sixty } } },
};

/** The demo data with contract 1001 on the demo print template, its receipt template and the logo. */
const demoApi = () =>
  printApi(PRINT_TEMPLATE, {
    latencyMs: 300,
    company: { ...DEMO_COMPANY, logo: LOGO },
    templates: [...DEMO_TEMPLATES, PRINT_TEMPLATE, RECEIPT_TEMPLATE],
  });

/** The whole print page (print/{id}/true) with its toolbar, over the fake API. */
export const Screen: Story = {
  render: () => <PrintRoutes fake={demoApi()} path={`/print/${contract.id}/true`} />,
};

/** A payment's receipt on the company's receipt template (print-receipt/{id}). */
export const Receipt: Story = {
  render: () => <PrintRoutes fake={demoApi()} path={`/print-receipt/${payment.id}`} />,
};

/** A clearance certificate (print-clearance/{id}) on the system clearance template (4): contract 1002. */
export const ClearanceCertificate: Story = {
  render: () => <PrintRoutes fake={demoApi()} path="/print-clearance/1" />,
};

/**
 * The promissory notes of contract 1001 (print-notes/{id}/true) on the system note template (6): one per
 * instalment still owed, three to an A4 page; the toolbar chooses the range.
 */
export const PromissoryNotes: Story = {
  render: () => <PrintRoutes fake={demoApi()} path={`/print-notes/${contract.id}/true`} />,
};

/** A seller opening a receipt: the API refuses the payment, and the page says why. */
export const ReceiptRefused: Story = {
  render: () => (
    <PrintRoutes
      fake={createTestApi({ caller: staffCaller('GET_CONTRACT') })}
      path={`/print-receipt/${payment.id}`}
    />
  ),
};
