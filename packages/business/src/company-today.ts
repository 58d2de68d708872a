import { endpoints } from '@cc/contracts';
import { todayIn } from '@cc/domain';
import { useResource } from '@cc/resources';

/** The device's time zone: "today" until the company's own zone is read. */
const DEVICE_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Today ('yyyy-MM-dd') in the company's time zone, read from its settings (GET /company, one cached
 * read for every caller); the device's date until they answer. The server checks dates in the
 * company's zone, so a form's "today" must be that one, not the device's.
 *
 * @example
 * const today = useCompanyToday(open); // '2026-11-25' in Baghdad while a UTC device says '2026-11-24'
 */
export function useCompanyToday(enabled = true): string {
  const company = useResource(endpoints.company.get, undefined, { enabled });
  return todayIn(company.data?.data.timeZone ?? DEVICE_ZONE);
}
