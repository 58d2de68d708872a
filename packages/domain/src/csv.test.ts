import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { key: 'name', title: 'الاسم' },
    { key: 'buyer.fullName', title: 'المشتري' },
    { key: 'price', title: 'السعر' },
  ];

  it('starts with the UTF-8 BOM and uses CRLF line ends', () => {
    const csv = toCsv([{ name: 'تويوتا كامري', buyer: { fullName: 'أحمد علي' }, price: 25000 }], columns);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}الاسم,المشتري,السعر\r\nتويوتا كامري,أحمد علي,25000\r\n`);
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('أبيض, لؤلؤي')).toBe('"أبيض, لؤلؤي"');
    expect(csvCell('قال "نعم"')).toBe('"قال ""نعم"""');
    expect(csvCell('سطر\nثاني')).toBe('"سطر\nثاني"');
  });

  it('neutralises formulas but keeps numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+964770')).toBe("'+964770");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes empty cells for missing values and uses value() when given', () => {
    const csv = toCsv(
      [{ name: null }],
      [
        { key: 'name', title: 'الاسم' },
        { key: 'x', title: 'حالة', value: () => 'غير مبيوعة' },
      ],
    );
    expect(csv).toBe(`${CSV_BOM}الاسم,حالة\r\n,غير مبيوعة\r\n`);
  });
});
