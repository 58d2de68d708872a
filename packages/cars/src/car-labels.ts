import {
  CAR_ORIGIN_LABELS_AR,
  CAR_ORIGINS,
  CAR_STATUS_LABELS_AR,
  CAR_STATUSES,
  CAR_TYPE_LABELS_AR,
  CAR_TYPES,
  type CarStatus,
  ENGINE_TYPE_LABELS_AR,
  ENGINE_TYPES,
} from '@cc/contracts';
import type { BadgeTone, SelectOption } from '@cc/ui-rtl';

const optionsOf = (codes: readonly string[], labels: Record<string, string>): SelectOption[] =>
  codes.map((value) => ({ value, label: labels[value] ?? value }));

/**
 * The Arabic choices of the car enums, in the contracts' order (filters and form selects).
 *
 * @example
 * CAR_OPTIONS.status; // [{ value: 'Active', label: 'قيد الدفع' }, { value: 'Pending', label: 'غير مبيوعة' }, …]
 */
export const CAR_OPTIONS = {
  status: optionsOf(CAR_STATUSES, CAR_STATUS_LABELS_AR),
  type: optionsOf(CAR_TYPES, CAR_TYPE_LABELS_AR),
  engineType: optionsOf(ENGINE_TYPES, ENGINE_TYPE_LABELS_AR),
  origin: optionsOf(CAR_ORIGINS, CAR_ORIGIN_LABELS_AR),
} as const;

/**
 * The Badge colour of a status: unsold cars stand out (warning), cars being paid are info, sold cars success.
 *
 * @example
 * carStatusTone('Paid'); // 'success'
 */
export function carStatusTone(status: CarStatus): BadgeTone {
  return status === 'Pending' ? 'warning' : status === 'Active' ? 'info' : 'success';
}

/**
 * The Arabic label of an enum code, or null for a missing value (shown as 'غير متوفر').
 *
 * @example
 * labelOf(CAR_TYPE_LABELS_AR, 'SUV'); // 'دفع رباعي'
 */
export function labelOf(labels: Record<string, string>, code: string | null | undefined): string | null {
  if (code === null || code === undefined || code === '') return null;
  return labels[code] ?? code;
}

/**
 * Groups an integer's thousands with Latin digits and commas (kilometres), the way the tables show amounts.
 *
 * @example
 * formatNumber(125000); // '125,000'
 */
export function formatNumber(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
