// The staff and company settings' enums, labels and limits, without zod (docs/architecture.md, "Bundle budget"); `staff.ts` re-exports
// them.

import type { InstalmentRemainder } from '@cc/domain';

/**
 * Arabic names of the time zones a company is offered (IANA ids, Asia/Baghdad first): the company
 * settings and the platform administration's onboarding pick among them.
 *
 * @example
 * TIME_ZONE_LABELS['Asia/Baghdad']; // 'بغداد'
 */
export const TIME_ZONE_LABELS: Readonly<Record<string, string>> = {
  'Asia/Baghdad': 'بغداد',
  'Asia/Riyadh': 'الرياض',
  'Asia/Kuwait': 'الكويت',
  'Asia/Dubai': 'دبي',
  'Asia/Amman': 'عمّان',
  'Asia/Beirut': 'بيروت',
  'Asia/Damascus': 'دمشق',
  'Asia/Tehran': 'طهران',
  'Europe/Istanbul': 'إسطنبول',
  'Africa/Cairo': 'القاهرة',
  UTC: 'التوقيت العالمي',
};

/**
 * The choices of a time zone picker: the offered zones ('بغداد (Asia/Baghdad)' first), and `current`
 * after them when it is a zone the list does not offer (a company's own is kept).
 *
 * @example
 * timeZoneOptions('Asia/Tokyo').at(-1); // { value: 'Asia/Tokyo', label: 'Asia/Tokyo' }
 */
export function timeZoneOptions(current?: string | null): { value: string; label: string }[] {
  const zones = Object.keys(TIME_ZONE_LABELS);
  if (current && !zones.includes(current)) zones.push(current);
  return zones.map((zone) => ({
    value: zone,
    label: TIME_ZONE_LABELS[zone] ? `${TIME_ZONE_LABELS[zone]} (${zone})` : zone,
  }));
}

export const STAFF_SORT_KEYS = ['id', 'username', 'fullName', 'status', 'createdAt'] as const;
export type StaffSortKey = (typeof STAFF_SORT_KEYS)[number];

/** ACTIVE, or INACTIVE: offered to no new record, still shown on the records that name it. */
export const BRANCH_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type BranchStatus = (typeof BRANCH_STATUSES)[number];

/** Largest company logo, decoded (the server answers 413 beyond it). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** Where the rounding's remainder goes (InstalmentRemainder of @cc/domain), as the settings form names it. */
export const INSTALMENT_REMAINDER_LABELS_AR: Readonly<Record<InstalmentRemainder, string>> = {
  LAST: 'الباقي على القسط الأخير',
  FIRST: 'الباقي على القسط الأول',
  NEAREST: 'كل قسط إلى أقرب خطوة، والفرق على الأخير',
};
