// The car enums, their Arabic labels and the list's column keys and titles, without zod: the cars list
// (filters, columns, badges) imports them and so loads no schema (docs/architecture.md, "Bundle budget").
// `cars.ts` builds its schemas from them and re-exports them.

import { labelledEnum } from './labelled-enum';

/** Car status as the spec spells it, and its Arabic labels (docs/domain/allocation.md#statuses). Never set by the client: it follows the deals. */
export const { values: CAR_STATUSES, labels: CAR_STATUS_LABELS_AR } = labelledEnum({
  Active: 'قيد الدفع',
  Pending: 'غير مبيوعة',
  Paid: 'مباعة',
});
export type CarStatus = (typeof CAR_STATUSES)[number];

export const { values: CAR_TYPES, labels: CAR_TYPE_LABELS_AR } = labelledEnum({
  SEDAN: 'صالون',
  SUV: 'دفع رباعي',
  PICKUP: 'بيك أب',
  HATCHBACK: 'هاتشباك',
  COUPE: 'كوبيه',
  VAN: 'فان',
  TRUCK: 'شاحنة',
});
export type CarType = (typeof CAR_TYPES)[number];

export const { values: ENGINE_TYPES, labels: ENGINE_TYPE_LABELS_AR } = labelledEnum({
  PETROL: 'بنزين',
  DIESEL: 'ديزل',
  HYBRID: 'هجين',
  ELECTRIC: 'كهربائي',
});
export type EngineType = (typeof ENGINE_TYPES)[number];

/** Where the car was imported from, as Iraqi dealers classify it. */
export const { values: CAR_ORIGINS, labels: CAR_ORIGIN_LABELS_AR } = labelledEnum({
  GULF: 'خليجي',
  AMERICAN: 'أمريكي',
  KOREAN: 'كوري',
  EUROPEAN: 'أوروبي',
  JAPANESE: 'ياباني',
  CHINESE: 'صيني',
  LOCAL: 'محلي',
});
export type CarOrigin = (typeof CAR_ORIGINS)[number];

/** Sortable keys of GET /car (the spec's columns). */
export const CAR_SORT_KEYS = [
  'id',
  'model',
  'color',
  'type',
  'name',
  'plateNumber',
  'chassisNumber',
  'kilometers',
  'cylinderCount',
  'passengerCount',
  'engineType',
  'origin',
  'status',
] as const;
export type CarSortKey = (typeof CAR_SORT_KEYS)[number];

/** Columns an export may ask for (`columns=key1,key2`), in the list's order. */
export const CAR_EXPORT_COLUMNS = [...CAR_SORT_KEYS, 'notes', 'createdAt'] as const;
export type CarExportColumn = (typeof CAR_EXPORT_COLUMNS)[number];

/** Arabic titles of the cars list's columns (the export's header line uses the same). */
export const CAR_COLUMN_TITLES_AR: Record<CarExportColumn, string> = {
  id: 'رقم السيارة',
  model: 'سنة الصنع',
  color: 'اللون',
  type: 'النوع',
  name: 'اسم السيارة',
  plateNumber: 'رقم اللوحة',
  chassisNumber: 'رقم الشاصي',
  kilometers: 'الكيلومترات',
  cylinderCount: 'عدد السلندرات',
  passengerCount: 'عدد الركاب',
  engineType: 'نوع المحرك',
  origin: 'المنشأ',
  status: 'الحالة',
  notes: 'ملاحظات',
  createdAt: 'تاريخ الإضافة',
};

/** Why staff may not edit a car that is sold or being paid (the car form says it before the server does). */
export const CAR_NOT_EDITABLE =
  'لا يمكن تعديل سيارة مباعة أو قيد الدفع، التعديل متاح للسيارات غير المبيوعة فقط';
