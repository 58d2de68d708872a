import type { TemplateItem } from '@cc/contracts';
import { DEMO_DEALS } from '@cc/resources/testing';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrintSheet } from './print-sheet';
import type { PrintRecord } from './resolve';

const style = { fontSize: 16, color: '#111827' };
const text = (value: string, showIf?: TemplateItem['showIf']): TemplateItem => ({
  kind: 'TEXT',
  value,
  style,
  x: 40,
  y: 40,
  width: 300,
  height: 40,
  ...(showIf ? { showIf } : {}),
});
const field = (fieldId: string, showIf?: TemplateItem['showIf']): TemplateItem => ({
  ...text('', showIf),
  kind: 'FIELD',
  fieldId,
});

/** The system contract's conditional blocks (migration 0008), in short. */
const TEMPLATE = {
  fields: [
    text('عقد بيع سيارة بالتقسيط', 'INSTALLMENTS'),
    text('عقد بيع سيارة نقداً', 'CASH'),
    text('عدد الأقساط:', 'INSTALLMENTS'),
    field('installmentCount', 'INSTALLMENTS'),
    { ...field('paymentPlan.installments', 'INSTALLMENTS'), kind: 'TABLE' as const },
    text('الكفيل:', 'GUARANTOR'),
    field('guarantor.fullName', 'GUARANTOR'),
    field('buyer.fullName'),
  ],
};

const record = (over: Partial<PrintRecord>): PrintRecord => ({ ...(DEMO_DEALS[0] as PrintRecord), ...over });
const cash = record({
  guarantor: null,
  paymentPlan: { ...DEMO_DEALS[0]!.paymentPlan, paymentType: 'CASH', installmentCount: 0, installments: [] },
});
const instalments = record({
  guarantor: { id: 9, fullName: 'كفيل العقد', phone: null, nationalId: null, address: null },
  paymentPlan: { ...DEMO_DEALS[0]!.paymentPlan, paymentType: 'INSTALLMENTS' },
});

describe('PrintSheet conditional items (showIf)', () => {
  it('prints a cash sale as a cash sale: no instalment title, count or table, no empty guarantor block', () => {
    const { container } = render(<PrintSheet template={TEMPLATE} record={cash} />);
    const sheet = container.textContent ?? '';
    expect(sheet).toContain('عقد بيع سيارة نقداً');
    expect(sheet).not.toContain('بالتقسيط');
    expect(sheet).not.toContain('عدد الأقساط');
    expect(sheet).not.toContain('الكفيل');
    expect(container.querySelector('[data-field-id="paymentPlan.installments"]')).toBeNull();
    expect(container.querySelector('[data-field-id="buyer.fullName"]')).toHaveTextContent(
      cash.buyer.fullName,
    );
  });

  it('prints an instalment sale with a guarantor in full', () => {
    const { container } = render(<PrintSheet template={TEMPLATE} record={instalments} />);
    const sheet = container.textContent ?? '';
    expect(sheet).toContain('عقد بيع سيارة بالتقسيط');
    expect(sheet).not.toContain('نقداً');
    expect(sheet).toContain('عدد الأقساط');
    expect(container.querySelector('[data-field-id="guarantor.fullName"]')).toHaveTextContent('كفيل العقد');
    expect(container.querySelector('[data-field-id="paymentPlan.installments"]')).not.toBeNull();
  });
});
