import type { CompanySettings } from '@cc/contracts';

/**
 * The demo company (GET /company): Baghdad's time zone, instalments rounded to 1,000 IQD and 1 USD (the
 * steps are major units, as the API sends them).
 *
 * @example
 * createTestApi({ company: { ...DEMO_COMPANY, roundingStepIqd: 5000 } });
 */
export const DEMO_COMPANY: CompanySettings = {
  id: 1,
  name: 'معرض النخيل للسيارات',
  phone: '07700000000',
  address: 'بغداد - شارع فلسطين',
  logo: null,
  timeZone: 'Asia/Baghdad',
  roundingStepIqd: 1000,
  roundingStepUsd: 1,
  instalmentRemainder: 'LAST',
};
