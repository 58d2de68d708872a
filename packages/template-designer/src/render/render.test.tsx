import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DESIGNER_FIELDS } from '../fields';
import { resolveValue } from './resolve';
import { fitTable } from './sheet-table';
import { TemplateSheet } from './template-sheet';
import { groupDigits, isolateRuns, printDate, valueAtPath } from './text';

describe('isolateRuns', () => {
  it('isolates numbers, dates and Latin codes inside Arabic text, keeping the Arabic as it is', () => {
    expect(isolateRuns('يدفع 12,345,000 دينار بتاريخ 2026-03-15.')).toEqual([
      { text: 'يدفع ' },
      { text: '12,345,000', dir: 'ltr' },
      { text: ' دينار بتاريخ ' },
      { text: '2026-03-15', dir: 'ltr' },
      { text: '.' },
    ]);
  });

  it('keeps a Latin phrase with spaces as one run and leaves trailing punctuation out', () => {
    expect(isolateRuns('سيارة Toyota Camry 2020: جيدة')).toEqual([
      { text: 'سيارة ' },
      { text: 'Toyota Camry 2020', dir: 'ltr' },
      { text: ': جيدة' },
    ]);
    expect(isolateRuns('1- يقر')).toEqual([{ text: '1', dir: 'ltr' }, { text: '- يقر' }]);
  });

  it('returns Arabic-only text whole', () => {
    expect(isolateRuns('توقيع البائع')).toEqual([{ text: 'توقيع البائع' }]);
    expect(isolateRuns('')).toEqual([]);
  });
});

describe('helpers', () => {
  it('reads dotted paths and formats dates', () => {
    expect(valueAtPath({ a: { b: 3 } }, 'a.b')).toBe(3);
    expect(valueAtPath({ a: null }, 'a.b')).toBeUndefined();
    expect(printDate('2026-03-05')).toBe('2026/03/05');
    expect(printDate('bad')).toBe('bad');
  });
});

describe('fitTable', () => {
  it('keeps the item font when every row fits, splitting rows into balanced groups', () => {
    // 136 px at 12 px (19.2 px a row) holds a header and 6 rows; 12 rows make 2 groups of 6.
    expect(fitTable(12, 696, 136, 12)).toEqual({ fontSize: 12, rowsPerGroup: 6, groups: 2 });
    expect(fitTable(3, 696, 136, 12)).toEqual({ fontSize: 12, rowsPerGroup: 3, groups: 1 });
  });

  it('shrinks the font until a long plan fits the box, never below 7 px', () => {
    const layout = fitTable(60, 696, 136, 12);
    expect(layout.fontSize).toBeLessThan(12);
    expect(layout.groups * layout.rowsPerGroup).toBeGreaterThanOrEqual(60);
    expect(layout.groups * layout.fontSize * 15).toBeLessThanOrEqual(696);
    expect(fitTable(120, 100, 40, 12).fontSize).toBe(7);
  });
});

describe('groupDigits', () => {
  it('groups any decimal by thousands without a float, and leaves other text alone', () => {
    expect(groupDigits('12345000')).toBe('12,345,000');
    expect(groupDigits('123456789012345678901')).toBe('123,456,789,012,345,678,901');
    expect(groupDigits('-1500.25')).toBe('-1,500.25');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits('بلا')).toBe('بلا');
  });
});

describe('resolveValue: a field of any record by its catalogue entry', () => {
  const record = {
    buyer: { fullName: 'علي حسن', address: 'شارع 14 رمضان، دار 7/3' },
    signedOn: '2026-03-15',
    total: '12500000',
    code: 'AB-12',
    photo: 'https://example.test/p.png',
    lines: [
      { n: 1, on: '2026-04-15', sum: '500000' },
      { n: 2, on: '2026-05-15', sum: '500000' },
    ],
  };

  it('prints text with its numbers isolated in order, and each format as it reads', () => {
    expect(resolveValue(record, 'buyer.address')).toEqual({
      type: 'text',
      segments: [
        { text: 'شارع ' },
        { text: '14', dir: 'ltr' },
        { text: ' رمضان، دار ' },
        { text: '7/3', dir: 'ltr' },
      ],
    });
    expect(resolveValue(record, 'signedOn', { id: 'signedOn', label: 'x', format: 'date' })).toEqual({
      type: 'text',
      segments: [{ text: '2026/03/15', dir: 'ltr' }],
    });
    expect(resolveValue(record, 'total', { id: 'total', label: 'x', format: 'money' })).toEqual({
      type: 'text',
      segments: [{ text: '12,500,000', dir: 'ltr' }],
    });
    expect(resolveValue(record, 'photo', { id: 'photo', label: 'x', format: 'image' })).toEqual({
      type: 'image',
      src: 'https://example.test/p.png',
    });
    expect(resolveValue(record, 'missing.path')).toEqual({ type: 'text', segments: [] });
  });

  it('reads a table field row by row through its columns', () => {
    const value = resolveValue(record, 'lines', {
      id: 'lines',
      label: 'الدفعات',
      kind: 'TABLE',
      columns: [
        { path: 'n', label: 'ت', format: 'number' },
        { path: 'on', label: 'التاريخ', format: 'date' },
        { path: 'sum', label: 'المبلغ', format: 'money' },
      ],
    });
    expect(value.type === 'table' && value.columns).toEqual(['ت', 'التاريخ', 'المبلغ']);
    expect(value.type === 'table' && value.rows[1]!.cells.map((c) => c.map((s) => s.text).join(''))).toEqual([
      '2',
      '2026/05/15',
      '500,000',
    ]);
  });
});

describe('TemplateSheet', () => {
  const item = (over: Record<string, unknown>) => ({ x: 10, y: 10, width: 300, height: 40, ...over });

  it("prints each item at its place, fields from the record, free text's numbers in order", () => {
    const template = {
      fields: [
        item({ kind: 'FIELD', fieldId: 'buyer.fullName' }),
        item({ kind: 'FIELD', fieldId: 'contractDate', y: 60 }),
        item({ kind: 'TEXT', value: 'يدفع 1,500 دينار في 2026-04-15', y: 110 }),
      ],
    } as const;
    const { container } = render(
      <TemplateSheet
        template={template as never}
        record={{ buyer: { fullName: 'سارة' }, contractDate: '2026-03-15' }}
        fields={DESIGNER_FIELDS}
      />,
    );
    const items = container.querySelectorAll<HTMLElement>('.cc-print-item');
    expect([...items].map((i) => i.textContent)).toEqual([
      'سارة',
      '2026/03/15',
      'يدفع 1,500 دينار في 2026-04-15',
    ]);
    expect(items[1]!.style.top).toBe('60px');
    const isolated = [...items[2]!.querySelectorAll('bdi')].map((b) => [
      b.textContent,
      b.getAttribute('dir'),
    ]);
    expect(isolated).toEqual([
      ['1,500', 'ltr'],
      ['2026-04-15', 'ltr'],
    ]);
  });

  it("uses the app's resolution first, leaves out what it hides, and draws its children over the page", () => {
    const template = {
      fields: [item({ kind: 'FIELD', fieldId: 'a' }), item({ kind: 'FIELD', fieldId: 'b', showIf: 'CASH' })],
    };
    render(
      <TemplateSheet
        template={template as never}
        record={{ a: 'أ', b: 'ب' }}
        resolveField={(_r, id) =>
          id === 'a' ? { type: 'text', segments: [{ text: 'من التطبيق' }] } : undefined
        }
        isShown={(i) => i.showIf !== 'CASH'}
      >
        <p>ختم</p>
      </TemplateSheet>,
    );
    expect(screen.getByText('من التطبيق')).toBeInTheDocument();
    expect(screen.queryByText('ب')).toBeNull();
    expect(screen.getByText('ختم')).toBeInTheDocument();
  });

  it("prints a table field with its catalogue's columns, or the empty text when it has no rows", () => {
    const template = { fields: [item({ kind: 'FIELD', fieldId: 'paymentPlan.installments', height: 200 })] };
    const rows = [{ sequence: 1, dueDate: '2026-04-15', amount: '750000' }];
    const { rerender } = render(
      <TemplateSheet
        template={template as never}
        record={{ paymentPlan: { installments: rows } }}
        fields={DESIGNER_FIELDS}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ت', 'تاريخ الاستحقاق', 'مبلغ القسط']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('12026/04/15750,000');
    rerender(
      <TemplateSheet
        template={template as never}
        record={{ paymentPlan: { installments: [] } }}
        fields={DESIGNER_FIELDS}
        messages={{ tableEmpty: 'لا توجد أقساط' }}
      />,
    );
    expect(screen.getByText('لا توجد أقساط')).toBeInTheDocument();
  });
});
