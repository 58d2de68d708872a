import { endpoints } from '@cc/contracts';
import { todayIn } from '@cc/domain';
import { useResource } from '@cc/resources';
import { useEffect } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * The device's time zone: "today" until the company's own zone is read. Asked when first needed, not
 * when the module loads: building the Intl.DateTimeFormat is a long task on a slow phone.
 */
let deviceZone: string | undefined;
const deviceZoneOf = () => {
  deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return deviceZone;
};

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
  return todayIn(company.data?.data.timeZone ?? deviceZoneOf());
}

/**
 * Keeps a form's date field on the company's today until the user changes it: the first render knows
 * only the device's date (a UTC device is a day behind Baghdad after 21:00), and the form's default
 * would otherwise stay that day, which the server refuses as before the contract.
 *
 * @example
 * const today = useCompanyToday();
 * useTodayField(form, 'paidAt', today);
 */
export function useTodayField<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'setValue'>,
  name: FieldPath<T>,
  today: string,
): void {
  useEffect(() => {
    if (!form.getFieldState(name).isDirty) form.setValue(name, today as PathValue<T, FieldPath<T>>);
  }, [today, form, name]);
}
