import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('قال "نعم"')).toBe('"قال ""نعم"""');
    expect(csvCell('أ,ب')).toBe('"أ,ب"');
    expect(csvCell('سطر\nثان')).toBe('"سطر\nثان"');
  });

  it('neutralises formulas but writes negative numbers as numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+964')).toBe("'+964");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('-1,2')).toBe(`"'-1,2"`);
    expect(csvCell(-5)).toBe('-5');
  });

  it('ends lines in CRLF and leaves missing values empty', () => {
    expect(csvLine([1, null, 'تويوتا', undefined])).toBe('1,,تويوتا,\r\n');
  });
});
