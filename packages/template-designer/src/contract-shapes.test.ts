import {
  templateCreateInputSchema,
  templateItemSchema,
  templateLatestResponseSchema,
  templateUpdateInputSchema,
} from '@cc/contracts';
import { describe, expect, it } from 'vitest';
import { toSavedItem } from './normalize';
import { createDesignerStore } from './store';
import { createMemoryDataSource } from './test/memory-data-source';

describe('saved items against @cc/contracts', () => {
  it('every kind of item the designer makes is a valid saved item', () => {
    const store = createDesignerStore(createMemoryDataSource(), { notify: () => {} });
    const s = store.getState();
    s.addField('buyer.fullName', 13, 17);
    s.addField('paymentPlan.installments', 40, 800);
    const text = s.addText(790, 1120);
    store.getState().setText(text, 'نص');
    s.addImage('data:image/png;base64,AAAA');
    const fields = store.getState().items.map(toSavedItem);
    for (const item of fields) expect(templateItemSchema.safeParse(item).success).toBe(true);
    expect(templateCreateInputSchema.parse({ name: ' قالب ', fields })).toMatchObject({
      name: 'قالب',
      kind: 'CONTRACT',
      imageKey: null,
    });
    expect(templateUpdateInputSchema.parse({ fields }).name).toBe('Contract Template');
  });

  it('refuses items outside the page, a bad colour or a field item without a field', () => {
    const base = {
      kind: 'TEXT',
      style: { fontSize: 16, color: '#111827' },
      x: 0,
      y: 0,
      width: 240,
      height: 48,
    };
    expect(templateItemSchema.safeParse(base).success).toBe(true);
    expect(templateItemSchema.safeParse({ ...base, x: 600 }).success).toBe(false);
    expect(templateItemSchema.safeParse({ ...base, x: 1.5 }).success).toBe(false);
    expect(templateItemSchema.safeParse({ ...base, style: { fontSize: 9, color: '#111827' } }).success).toBe(
      false,
    );
    expect(templateItemSchema.safeParse({ ...base, style: { fontSize: 16, color: 'red' } }).success).toBe(
      false,
    );
    expect(templateItemSchema.safeParse({ ...base, kind: 'FIELD' }).success).toBe(false);
    expect(templateCreateInputSchema.safeParse({ name: '  ', fields: [] }).error?.issues[0]?.message).toBe(
      'يرجى إدخال اسم القالب',
    );
  });

  it("describes 'company/latest' answering null", () => {
    expect(templateLatestResponseSchema.safeParse({ data: null }).success).toBe(true);
  });
});
