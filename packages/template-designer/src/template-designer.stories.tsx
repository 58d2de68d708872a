import type { Template } from '@cc/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { DESIGNER_MESSAGES as M } from './messages';
import { TemplateDesigner } from './template-designer';
import { createMemoryDataSource, DEMO_TEMPLATES } from './test/memory-data-source';

const style = { fontSize: 16, color: '#111827' };

const emptyTemplate: Template = {
  id: 1001,
  name: 'قالب فارغ',
  kind: 'CONTRACT',
  system: false,
  imageKey: null,
  updatedAt: '2025-03-01T00:00:00.000Z',
  fields: [],
};

const contractTemplate: Template = {
  ...emptyTemplate,
  id: 1002,
  name: 'عقد الشركة',
  updatedAt: '2025-03-02T00:00:00.000Z',
  fields: [
    {
      kind: 'TEXT',
      value: 'عقد بيع سيارة بالتقسيط',
      style: { fontSize: 28, color: '#1e3a8a' },
      x: 248,
      y: 40,
      width: 296,
      height: 48,
    },
    {
      kind: 'FIELD',
      fieldId: 'contractNumber',
      label: 'رقم العقد',
      style,
      x: 552,
      y: 112,
      width: 200,
      height: 40,
    },
    {
      kind: 'FIELD',
      fieldId: 'contractDate',
      label: 'تاريخ العقد',
      style,
      x: 40,
      y: 112,
      width: 200,
      height: 40,
    },
    {
      kind: 'FIELD',
      fieldId: 'seller.fullName',
      label: 'اسم البائع',
      style,
      x: 552,
      y: 184,
      width: 200,
      height: 40,
    },
    {
      kind: 'FIELD',
      fieldId: 'buyer.fullName',
      label: 'اسم المشتري',
      style,
      x: 552,
      y: 240,
      width: 200,
      height: 40,
    },
    {
      kind: 'FIELD',
      fieldId: 'car.plateNumber',
      label: 'رقم اللوحة',
      style,
      x: 296,
      y: 240,
      width: 200,
      height: 40,
    },
    {
      kind: 'TABLE',
      fieldId: 'paymentPlan.installments',
      label: 'جدول الأقساط',
      style: { fontSize: 14, color: '#111827' },
      x: 40,
      y: 320,
      width: 712,
      height: 240,
    },
  ],
};

// A small stamp drawn as SVG, encoded like an uploaded image (a data URL).
const STAMP_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="220" height="140"><rect x="4" y="4" width="212" height="132" rx="16" fill="none" stroke="#1976d2" stroke-width="6"/><text x="110" y="82" font-size="28" text-anchor="middle" fill="#1976d2">ختم الشركة</text></svg>';
const STAMP = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(STAMP_SVG)}`;

/** Key of the stamp as an uploaded file (POST /files); the memory data source serves it back. */
const STAMP_KEY = '5e1f0c1a-7b7e-4c52-9d0b-6a2f3c4d5e6f';

const imageTemplate: Template = {
  ...contractTemplate,
  id: 1003,
  name: 'عقد مع ختم',
  updatedAt: '2025-03-03T00:00:00.000Z',
  fields: [
    { kind: 'IMAGE', src: STAMP_KEY, style, x: 40, y: 40, width: 220, height: 140 },
    // The stamp takes the top start corner; the contract date moves below it.
    ...contractTemplate.fields.slice(1).map((f) => (f.fieldId === 'contractDate' ? { ...f, y: 200 } : f)),
  ],
};

// A scanned official form (drawn as SVG): frame, heading and ruled lines the fields are placed on.
const FORM_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="794" height="1123" viewBox="0 0 794 1123"><rect width="794" height="1123" fill="#fbf8ef"/><rect x="24" y="24" width="746" height="1075" fill="none" stroke="#7c5e2a" stroke-width="3"/><rect x="32" y="32" width="730" height="1059" fill="none" stroke="#7c5e2a"/><text x="397" y="92" font-size="30" text-anchor="middle" fill="#7c5e2a">جمهورية العراق - استمارة بيع مركبة</text>${[
  168, 224, 280, 336, 392, 448, 504,
]
  .map((y) => `<line x1="64" y1="${y}" x2="730" y2="${y}" stroke="#c9b98f" stroke-dasharray="4 4"/>`)
  .join(
    '',
  )}<text x="160" y="1040" font-size="18" text-anchor="middle" fill="#7c5e2a">توقيع المشتري</text><text x="634" y="1040" font-size="18" text-anchor="middle" fill="#7c5e2a">توقيع البائع</text></svg>`;
const FORM = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(FORM_SVG)}`;
const FORM_KEY = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const backgroundTemplate: Template = {
  ...emptyTemplate,
  id: 1004,
  name: 'استمارة رسمية',
  imageKey: FORM_KEY,
  updatedAt: '2025-03-04T00:00:00.000Z',
  fields: [
    {
      kind: 'FIELD',
      fieldId: 'seller.fullName',
      label: 'اسم البائع',
      style,
      x: 496,
      y: 128,
      width: 232,
      height: 40,
    },
    {
      kind: 'FIELD',
      fieldId: 'buyer.fullName',
      label: 'اسم المشتري',
      style,
      x: 496,
      y: 184,
      width: 232,
      height: 40,
    },
    {
      kind: 'FIELD',
      fieldId: 'car.plateNumber',
      label: 'رقم اللوحة',
      style,
      x: 496,
      y: 240,
      width: 232,
      height: 40,
    },
    {
      kind: 'FIELD',
      fieldId: 'car.chassisNumber',
      label: 'رقم الشاصي',
      style,
      x: 64,
      y: 240,
      width: 232,
      height: 40,
    },
  ],
};

const meta = {
  title: 'TemplateDesigner/TemplateDesigner',
  component: TemplateDesigner,
  parameters: { layout: 'fullscreen' },
  args: {
    dataSource: createMemoryDataSource({ templates: [...DEMO_TEMPLATES, contractTemplate], delay: 150 }),
  },
} satisfies Meta<typeof TemplateDesigner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company template with nothing on it yet: the whole field list is available. */
export const Empty: Story = {
  args: { dataSource: createMemoryDataSource({ templates: [...DEMO_TEMPLATES, emptyTemplate] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: M.chooseTemplate })).toHaveValue('1001');
  },
};

/** No template could be loaded (not even the fallback 2): the canvas is locked. */
export const Locked: Story = {
  args: { dataSource: createMemoryDataSource({ templates: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(M.lockOverlay)).toBeInTheDocument();
  },
};

/** The company's latest template with a title, fields and the instalment table. */
export const WithTemplate: Story = {};

/** An unsaved change (a text added by double-click): leaving the page would prompt. */
export const Dirty: Story = {
  args: { dataSource: createMemoryDataSource({ templates: [...DEMO_TEMPLATES, contractTemplate] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: M.chooseTemplate });
    const page = await canvas.findByTestId('designer-page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rect = page.getBoundingClientRect();
    fireEvent.doubleClick(page, { clientX: rect.x + 300, clientY: rect.y + 640 });
    await expect(canvas.getByRole('textbox', { name: M.textPlaceholder })).toBeInTheDocument();
  },
};

/**
 * A template with an uploaded image item (a stamp, stored as a file key and shown through the data
 * source's URL), selected: 'استبدال الصورة' is enabled; new images are uploaded too.
 */
export const WithImage: Story = {
  args: {
    dataSource: createMemoryDataSource({
      templates: [...DEMO_TEMPLATES, imageTemplate],
      files: { [STAMP_KEY]: STAMP },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('group', { name: M.imageAlt });
    await waitFor(() => expect(image.querySelector('img')).toHaveAttribute('src', STAMP));
    fireEvent.pointerDown(image);
    await expect(canvas.getByRole('button', { name: M.replaceImage })).toBeEnabled();
  },
};

/** Without file calls (a demo): the stamp is an inline data URL, and no background is offered. */
export const WithInlineImage: Story = {
  args: {
    dataSource: createMemoryDataSource({
      templates: [
        ...DEMO_TEMPLATES,
        {
          ...imageTemplate,
          fields: imageTemplate.fields.map((f) => (f.kind === 'IMAGE' ? { ...f, src: STAMP } : f)),
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('group', { name: M.imageAlt });
    await expect(image.querySelector('img')).toHaveAttribute('src', STAMP);
    await expect(canvas.queryByRole('button', { name: M.setBackground })).not.toBeInTheDocument();
  },
};

/** A scanned official form as the background, stretched under the fields placed on its lines. */
export const WithBackground: Story = {
  args: {
    dataSource: createMemoryDataSource({
      templates: [...DEMO_TEMPLATES, backgroundTemplate],
      files: { [FORM_KEY]: FORM },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: M.replaceBackground })).toBeEnabled();
    const page = canvas.getByTestId('designer-page');
    await waitFor(() =>
      expect(page.querySelector('img.cc-designer-page__background')).toHaveAttribute('src', FORM),
    );
    await expect(canvas.getByRole('button', { name: M.removeBackground })).toBeEnabled();
  },
};

/** The 'Available Fields' panel folded to a rail: the page takes the width (a 1366 px laptop). */
export const FieldsCollapsed: Story = {
  args: { defaultFieldsOpen: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: M.showFields })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** The system contract template (2) seen by a company: no delete; saving asks for a name for a copy. */
export const SystemTemplate: Story = {
  args: { initialTemplateId: 2, dataSource: createMemoryDataSource() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(M.systemHint)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: M.deleteAll })).not.toBeInTheDocument();
  },
};

/** Calls that never answer: the page shows its spinner. */
export const Loading: Story = {
  args: { dataSource: createMemoryDataSource({ hang: ['getLatest', 'listTemplates'] }) },
};

/**
 * Items that print only for some deals (`showIf`, docs/domain/printing.md): the instalment count only
 * for an instalment sale, the guarantor's name only when the deal has one. Selecting an item shows its
 * condition in 'يُطبع'.
 */
export const PrintConditions: Story = {
  args: {
    dataSource: createMemoryDataSource({
      templates: [
        ...DEMO_TEMPLATES,
        {
          ...emptyTemplate,
          name: 'عقد بشروط طباعة',
          fields: [
            {
              kind: 'FIELD',
              fieldId: 'installmentCount',
              label: 'عدد الأقساط',
              style,
              x: 496,
              y: 112,
              width: 232,
              height: 40,
              showIf: 'INSTALLMENTS',
            },
            {
              kind: 'FIELD',
              fieldId: 'guarantor.fullName',
              label: 'اسم الكفيل',
              style,
              x: 496,
              y: 184,
              width: 232,
              height: 40,
              showIf: 'GUARANTOR',
            },
          ],
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.pointerDown(await canvas.findByRole('group', { name: 'اسم الكفيل' }));
    const condition = canvas.getByRole('combobox', { name: M.showIf });
    await waitFor(() => expect(condition).toHaveValue('GUARANTOR'));
  },
};
