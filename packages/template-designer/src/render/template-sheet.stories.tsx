import type { Template } from '@cc/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { DESIGNER_FIELDS, type FieldDef } from '../fields';
import { TemplateDesigner } from '../template-designer';
import { createMemoryDataSource } from '../test/memory-data-source';
import { TemplateSheet } from './template-sheet';

const style = { fontSize: 18, color: '#111827' };

/** A contract designed with this product's fields: a title, the buyer, the date, the price, the table. */
const contract: Template = {
  id: 1,
  name: 'عقد',
  kind: 'CONTRACT',
  system: false,
  imageKey: null,
  updatedAt: '2026-11-29T00:00:00.000Z',
  fields: [
    {
      kind: 'TEXT',
      value: 'عقد بيع سيارة رقم 2026/114',
      style: { fontSize: 28, color: '#1e3a8a' },
      x: 200,
      y: 40,
      width: 394,
      height: 52,
    },
    { kind: 'FIELD', fieldId: 'buyer.fullName', style, x: 474, y: 130, width: 280, height: 40 },
    { kind: 'FIELD', fieldId: 'buyer.address', style, x: 474, y: 180, width: 280, height: 40 },
    { kind: 'FIELD', fieldId: 'contractDate', style, x: 40, y: 130, width: 200, height: 40 },
    { kind: 'FIELD', fieldId: 'price', style, x: 40, y: 180, width: 200, height: 40 },
    {
      kind: 'FIELD',
      fieldId: 'paymentPlan.installments',
      style: { fontSize: 14, color: '#111827' },
      x: 40,
      y: 260,
      width: 714,
      height: 240,
    },
  ],
};

const record = {
  buyer: { fullName: 'زينب علي حسين', address: 'بغداد، شارع 14 رمضان، دار 7/3' },
  contractDate: '2026-11-29',
  price: '24500000',
  paymentPlan: {
    installments: Array.from({ length: 12 }, (_, i) => ({
      sequence: i + 1,
      dueDate: `${i < 1 ? 2026 : 2027}-${String(((i + 11) % 12) + 1).padStart(2, '0')}-29`,
      amount: '1875000',
    })),
  },
};

const meta = {
  title: 'Template designer/Renderer',
  component: TemplateSheet,
  args: { template: contract, record, fields: DESIGNER_FIELDS },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof TemplateSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved contract printed from a record: numbers inside Arabic lines keep their order. */
export const PrintedContract: Story = {
  play: async ({ canvasElement }) => {
    const address = canvasElement.querySelector('[data-field-id="buyer.address"]') as HTMLElement;
    await expect(address.textContent).toBe('بغداد، شارع 14 رمضان، دار 7/3');
    await expect([...address.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['14', '7/3']);
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(14);
  },
};

const appFields: FieldDef[] = [
  { id: 'name', label: 'الاسم' },
  { id: 'joined', label: 'تاريخ الانتساب', format: 'date' },
];

/** Another app's record and catalogue: the field ids are paths into whatever the app prints. */
export const AnyRecord: Story = {
  args: {
    template: {
      fields: [
        { kind: 'FIELD', fieldId: 'name', style, x: 474, y: 60, width: 280, height: 40 },
        { kind: 'FIELD', fieldId: 'joined', style, x: 40, y: 60, width: 200, height: 40 },
      ],
    },
    record: { name: 'مكتب الرافدين', joined: '2025-02-01' },
    fields: appFields,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2025/02/01')).toBeInTheDocument();
  },
};

/**
 * The setup of an app outside this workspace (the package's README; examples/outside-app is the same app
 * built from the tarball by `pnpm test:tarball`): its own fields, a data source over its own storage, the
 * designer, and «طباعة» printing the saved template with the renderer from the app's record.
 */
function OutsideAppSetup() {
  const [source] = useState(() => createMemoryDataSource({ templates: [{ ...contract, fields: [] }] }));
  const [printed, setPrinted] = useState<Template | null>(null);
  if (printed)
    return (
      <main>
        <button type="button" onClick={() => setPrinted(null)}>
          رجوع إلى التصميم
        </button>
        <TemplateSheet
          template={printed}
          record={{ name: 'مكتب الرافدين', joined: '2025-02-01' }}
          fields={appFields}
        />
      </main>
    );
  return (
    <main style={{ padding: 16 }}>
      <button type="button" onClick={async () => setPrinted(await source.getTemplate(contract.id))}>
        طباعة
      </button>
      <TemplateDesigner dataSource={source} fields={appFields} initialTemplateId={contract.id} />
    </main>
  );
}

export const OutsideApp: StoryObj = {
  render: () => <OutsideAppSetup />,
  parameters: { layout: 'fullscreen' },
};
