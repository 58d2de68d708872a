import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryPrintApi, DEMO_DEAL, DEMO_RECEIPT_TEMPLATE, DEMO_TEMPLATE } from './demo-data';
import { PrintScreen, ReceiptPrintScreen } from './print-screen';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const KEY = '0b6f7f9e-3a53-4c1e-9d2e-2f0a4b1c5d6e';

async function sheetOf(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('.cc-print-sheet')).not.toBeNull());
  return container.querySelector('.cc-print-sheet') as HTMLElement;
}
const itemOf = (sheet: HTMLElement, fieldId: string) =>
  sheet.querySelector(`[data-field-id="${fieldId}"]`) as HTMLElement;

describe('PrintScreen', () => {
  it('loads the contract, then the template the deal names, and prints every item at its place', async () => {
    const api = createMemoryPrintApi({ deal: { ...DEMO_DEAL, templateId: 1001 } });
    const getTemplate = vi.spyOn(api, 'getTemplate');
    const { container } = render(<PrintScreen api={api} id={7} isContract />);
    const sheet = await sheetOf(container);
    expect(getTemplate).toHaveBeenCalledWith(1001);
    expect(sheet.querySelectorAll('.cc-print-item')).toHaveLength(DEMO_TEMPLATE.fields.length);

    const buyer = itemOf(sheet, 'buyer.fullName');
    expect(buyer).toHaveTextContent('علي حسين كاظم');
    expect(buyer.style.left).toBe('400px');
    expect(buyer.style.top).toBe('200px');
    expect(buyer.style.width).toBe('208px');
    // Spec defaults: right alignment and weight 600 unless the item says otherwise.
    expect(buyer.style.textAlign).toBe('right');
    expect(buyer.style.fontWeight).toBe('600');
    expect(itemOf(sheet, 'company.name').style.textAlign).toBe('center');

    expect(itemOf(sheet, 'price')).toHaveTextContent('12,345,000 دينار');
    expect(itemOf(sheet, 'paymentPlan.paymentType')).toHaveTextContent('أقساط');
    expect(itemOf(sheet, 'contractDate').querySelector('bdi[dir="ltr"]')).toHaveTextContent('2026/03/15');
    expect(sheet.querySelectorAll('tbody tr')).toHaveLength(12);
    expect(document.title).toBe('عقد 1042');
  });

  it('falls back to the system template of its kind when the deal names none', async () => {
    const authorization = { ...DEMO_DEAL, kind: 'AUTHORIZATION' as const, templateId: null };
    const api = createMemoryPrintApi({
      deal: authorization,
      templates: [{ ...DEMO_TEMPLATE, id: 1, kind: 'AUTHORIZATION', system: true }],
    });
    const getDeal = vi.spyOn(api, 'getDeal');
    const getTemplate = vi.spyOn(api, 'getTemplate');
    const { container } = render(<PrintScreen api={api} id={7} isContract={false} />);
    await sheetOf(container);
    expect(getDeal).toHaveBeenCalledWith('AUTHORIZATION', 7);
    expect(getTemplate).toHaveBeenCalledWith(1);
  });

  it('shows the company logo where the template places it and uploaded images through signed URLs', async () => {
    const template = {
      ...DEMO_TEMPLATE,
      id: 2,
      imageKey: KEY,
      fields: [
        ...DEMO_TEMPLATE.fields,
        {
          kind: 'IMAGE' as const,
          src: KEY,
          style: { fontSize: 16, color: '#111827' },
          x: 40,
          y: 40,
          width: 220,
          height: 140,
        },
      ],
    };
    const api = createMemoryPrintApi({
      templates: [template],
      logo: PNG,
      fileUrls: { [KEY]: `/api/carcontracts/v1/files/${KEY}?sig=x` },
    });
    const { container } = render(<PrintScreen api={api} id={7} isContract />);
    const sheet = await sheetOf(container);
    expect(screen.getByAltText('شعار الشركة')).toHaveAttribute('src', PNG);
    expect(screen.getByAltText('صورة')).toHaveAttribute('src', `/api/carcontracts/v1/files/${KEY}?sig=x`);
    expect(sheet.querySelector('.cc-print-sheet__background')).toHaveAttribute(
      'src',
      `/api/carcontracts/v1/files/${KEY}?sig=x`,
    );
  });

  it('only logs load errors (spec §8): nothing is shown in place of the page', async () => {
    const logError = vi.fn();
    const api = createMemoryPrintApi({ deal: null });
    const { container } = render(<PrintScreen api={api} id={99} isContract logError={logError} />);
    await waitFor(() => expect(logError).toHaveBeenCalledTimes(1));
    expect(container.querySelector('[data-state="failed"]')).not.toBeNull();
    expect(container.querySelector('.cc-print-sheet')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeDisabled();
  });

  it('prints the page without an image that could not be had', async () => {
    const logError = vi.fn();
    const api = createMemoryPrintApi({
      templates: [{ ...DEMO_TEMPLATE, id: 2, imageKey: KEY }],
      fileUrls: {},
    });
    const { container } = render(<PrintScreen api={api} id={7} isContract logError={logError} />);
    const sheet = await sheetOf(container);
    expect(sheet.querySelector('.cc-print-sheet__background')).toBeNull();
    expect(itemOf(sheet, 'buyer.fullName')).toHaveTextContent('علي حسين كاظم');
    expect(logError).toHaveBeenCalledTimes(1);
  });
});

describe('ReceiptPrintScreen', () => {
  it("prints the payment's receipt on the system receipt template when the company has none", async () => {
    const api = createMemoryPrintApi({});
    const getTemplate = vi.spyOn(api, 'getTemplate');
    const { container } = render(<ReceiptPrintScreen api={api} paymentId={31} />);
    const sheet = await sheetOf(container);
    expect(getTemplate).toHaveBeenCalledWith(3);
    expect(itemOf(sheet, 'receipt.number')).toHaveTextContent('207');
    expect(itemOf(sheet, 'receipt.date')).toHaveTextContent('2026/04/14');
    expect(itemOf(sheet, 'receipt.amount')).toHaveTextContent('750,000 دينار');
    expect(itemOf(sheet, 'receipt.amountInWords')).toHaveTextContent('سبعمئة وخمسون ألف دينار عراقي');
    expect(itemOf(sheet, 'receipt.remainingAfter')).toHaveTextContent('8,250,000 دينار');
    expect(itemOf(sheet, 'receipt.method')).toHaveTextContent('نقداً');
    expect(itemOf(sheet, 'buyer.fullName')).toHaveTextContent('علي حسين كاظم');
    expect(document.title).toBe('وصل قبض 207');
  });

  it("uses the company's newest own receipt template", async () => {
    const own = (id: number) => ({ ...DEMO_RECEIPT_TEMPLATE, id, system: false, name: `وصل ${id}` });
    const api = createMemoryPrintApi({
      templates: [DEMO_RECEIPT_TEMPLATE, own(1003), own(1010), DEMO_TEMPLATE],
    });
    const getTemplate = vi.spyOn(api, 'getTemplate');
    const { container } = render(<ReceiptPrintScreen api={api} paymentId={31} />);
    await sheetOf(container);
    expect(getTemplate).toHaveBeenCalledWith(1010);
  });

  it('only logs an unknown payment', async () => {
    const logError = vi.fn();
    const { container } = render(
      <ReceiptPrintScreen api={createMemoryPrintApi({})} paymentId={404} logError={logError} />,
    );
    await waitFor(() => expect(logError).toHaveBeenCalledTimes(1));
    expect(container.querySelector('.cc-print-sheet')).toBeNull();
  });
});
