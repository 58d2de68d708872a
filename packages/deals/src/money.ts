import type { CompanySettings, DealCurrency } from '@cc/contracts';
import { DEFAULT_ROUNDING_STEPS, type MinorUnits, parseMoney } from '@cc/domain';

/**
 * An API amount (decimal text in major units) in minor units, or null when it is not a valid amount.
 *
 * @example
 * minorOf('1250.50', 'USD'); // 125050
 */
export function minorOf(amount: string | number, currency: DealCurrency): MinorUnits | null {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? parsed.value : null;
}

/**
 * The company's rounding step of a currency in minor units (GET /company answers major units), the value
 * the server passes to generateSchedule; the domain default while the settings load or if unparsable.
 *
 * @example
 * roundingStepOf({ roundingStepIqd: 5000, roundingStepUsd: 0.5 } as CompanySettings, 'USD'); // 50
 */
export function roundingStepOf(company: CompanySettings | null, currency: DealCurrency): MinorUnits {
  if (!company) return DEFAULT_ROUNDING_STEPS[currency];
  const major = currency === 'IQD' ? company.roundingStepIqd : company.roundingStepUsd;
  return minorOf(String(major), currency) ?? DEFAULT_ROUNDING_STEPS[currency];
}
