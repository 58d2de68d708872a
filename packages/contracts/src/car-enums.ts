// The car enums, their Arabic labels and the list's column keys and titles, without zod: the cars list
// (filters, columns, badges) imports them and so loads no schema (docs/architecture.md, "Bundle budget").
// `cars.ts` builds its schemas from them and re-exports them.

/** Car status as the spec spells it. Never set by the client: it follows the deals. */
export const CAR_STATUSES = ['Active', 'Pending', 'Paid'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];
/** Arabic labels (docs/domain/allocation.md#statuses). */
export const CAR_STATUS_LABELS_AR: Record<CarStatus, string> = {
  Active: 'قيد الدفع',
  Pending: 'غير مبيوعة',
  Paid: 'مباعة',
};

export const CAR_TYPES = ['SEDAN', 'SUV', 'PICKUP', 'HATCHBACK', 'COUPE', 'VAN', 'TRUCK'] as const;
export type CarType = (typeof CAR_TYPES)[number];
export const CAR_TYPE_LABELS_AR: Record<CarType, string> = {
  SEDAN: 'صالون',
  SUV: 'دفع رباعي',
  PICKUP: 'بيك أب',
  HATCHBACK: 'هاتشباك',
  COUPE: 'كوبيه',
  VAN: 'فان',
  TRUCK: 'شاحنة',
};

export const ENGINE_TYPES = ['PETROL', 'DIESEL', 'HYBRID', 'ELECTRIC'] as const;
export type EngineType = (typeof ENGINE_TYPES)[number];
export const ENGINE_TYPE_LABELS_AR: Record<EngineType, string> = {
  PETROL: 'بنزين',
  DIESEL: 'ديزل',
  HYBRID: 'هجين',
  ELECTRIC: 'كهربائي',
};

/** Where the car was imported from, as Iraqi dealers classify it. */
export const CAR_ORIGINS = [
  'GULF',
  'AMERICAN',
  'KOREAN',
  'EUROPEAN',
  'JAPANESE',
  'CHINESE',
  'LOCAL',
] as const;
export type CarOrigin = (typeof CAR_ORIGINS)[number];
export const CAR_ORIGIN_LABELS_AR: Record<CarOrigin, string> = {
  GULF: 'خليجي',
  AMERICAN: 'أمريكي',
  KOREAN: 'كوري',
  EUROPEAN: 'أوروبي',
  JAPANESE: 'ياباني',
  CHINESE: 'صيني',
  LOCAL: 'محلي',
};

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
