import { endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';

/**
 * The company's default exchange rate (dinars for one dollar, GET /company/exchange-rate, one cached
 * read), or null: never set, not loaded yet, or the caller may not read it (it needs UPDATE_INSTALLMENT,
 * as recording a payment does). A form starts from it and leaves it editable.
 *
 * @example
 * const rate = useCompanyRate(open); // '1310'
 */
export function useCompanyRate(enabled = true): string | null {
  const rate = useResource(endpoints.company.exchangeRate, undefined, { enabled, retry: false });
  return rate.data?.data.current?.rate ?? null;
}
