import { describe, expect, it } from 'vitest';
import { internationalIraqiPhone, normalizeIraqiPhone } from './phone';

describe('normalizeIraqiPhone', () => {
  it.each([
    '07701234567',
    '0770 123 4567',
    '0770-123-4567',
    '+9647701234567',
    '+964 770 123 4567',
    '009647701234567',
    '9647701234567',
    '+964 0770 123 4567',
    '٠٧٧٠١٢٣٤٥٦٧',
    '۰۷۷۰۱۲۳۴۵۶۷',
    '+٩٦٤ ٧٧٠ ١٢٣ ٤٥٦٧',
    '\u200E(0770) 123-4567',
    '7701234567',
  ])('%s', (text) => {
    expect(normalizeIraqiPhone(text)).toBe('07701234567');
  });

  it.each([
    '',
    '0770123456',
    '077012345678',
    '07201234567',
    '01234567890',
    '+9617701234567',
    '+07701234567',
    '0770abc4567',
    '96407701234567x',
  ])('refuses %s', (text) => {
    expect(normalizeIraqiPhone(text)).toBeNull();
  });
});

describe('internationalIraqiPhone', () => {
  it('writes an Iraqi mobile as a WhatsApp link takes it, whatever form it was typed in', () => {
    expect(internationalIraqiPhone('07701234567')).toBe('9647701234567');
    expect(internationalIraqiPhone('+964 781 234 5678')).toBe('9647812345678');
    expect(internationalIraqiPhone('٠٧٧٠١٢٣٤٥٦٧')).toBe('9647701234567');
    expect(internationalIraqiPhone('0123')).toBeNull();
    expect(internationalIraqiPhone(null)).toBeNull();
  });
});
