import { z } from 'zod';
import { charCount, dataEnvelope, latinDigits, listEnvelope, listQuerySchema } from './common';

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

/** The car as every answer carries it. */
export const carSchema = z.object({
  id: z.number().int(),
  model: z.number().int(),
  color: z.string(),
  type: z.enum(CAR_TYPES).nullable(),
  name: z.string(),
  plateNumber: z.string(),
  chassisNumber: z.string(),
  kilometers: z.number().int().nullable(),
  cylinderCount: z.number().int().nullable(),
  passengerCount: z.number().int().nullable(),
  engineType: z.enum(ENGINE_TYPES).nullable(),
  origin: z.enum(CAR_ORIGINS).nullable(),
  status: z.enum(CAR_STATUSES),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Car = z.infer<typeof carSchema>;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} مطلوب` })
    .trim()
    .min(1, `${label} مطلوب`)
    .max(max, `${label} يجب ألا يزيد عن ${charCount(max)}`);
/** Text typed with any digits, stored with Latin ones ('١٢٣٤٥' → '12345'). */
const identifier = (max: number, label: string) => text(max, label).overwrite(latinDigits);
const optionalInt = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} يجب أن يكون رقماً صحيحاً` })
    .int(`${label} يجب أن يكون رقماً صحيحاً`)
    .min(min, `${label} يجب أن يكون بين ${min} و ${max}`)
    .max(max, `${label} يجب أن يكون بين ${min} و ${max}`)
    .nullable()
    .optional();

/** Body of POST /car and PUT /car/{id}. `maxYear` is next year (checked at parse time). */
export const carInputSchema = z.object({
  name: text(100, 'اسم السيارة'),
  model: z
    .number({ error: 'سنة الصنع مطلوبة' })
    .int('سنة الصنع يجب أن تكون رقماً صحيحاً')
    .min(1950, 'سنة الصنع يجب أن تكون 1950 أو بعدها')
    .refine((y) => y <= new Date().getFullYear() + 1, 'سنة الصنع لا يمكن أن تتجاوز السنة القادمة'),
  color: text(40, 'اللون'),
  type: z.enum(CAR_TYPES, { error: 'نوع السيارة غير معروف' }).nullable().optional(),
  plateNumber: identifier(30, 'رقم اللوحة'),
  chassisNumber: identifier(40, 'رقم الشاصي'),
  kilometers: optionalInt(0, 5_000_000, 'عدد الكيلومترات'),
  cylinderCount: optionalInt(1, 16, 'عدد السلندرات'),
  passengerCount: optionalInt(1, 60, 'عدد الركاب'),
  engineType: z.enum(ENGINE_TYPES, { error: 'نوع المحرك غير معروف' }).nullable().optional(),
  origin: z.enum(CAR_ORIGINS, { error: 'المنشأ غير معروف' }).nullable().optional(),
  notes: z.string().trim().max(1000, 'الملاحظات يجب ألا تزيد عن 1000 حرف').nullable().optional(),
});
export type CarInput = z.infer<typeof carInputSchema>;

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

/** Query of GET /car: one param per filter, keyword, sort, page. */
export const carListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(CAR_SORT_KEYS, { error: 'حقل الترتيب غير معروف' }).optional(),
  status: z.enum(CAR_STATUSES, { error: 'حالة السيارة غير معروفة' }).optional(),
  type: z.enum(CAR_TYPES, { error: 'نوع السيارة غير معروف' }).optional(),
  origin: z.enum(CAR_ORIGINS, { error: 'المنشأ غير معروف' }).optional(),
  engineType: z.enum(ENGINE_TYPES, { error: 'نوع المحرك غير معروف' }).optional(),
  color: z.string().trim().max(40).optional(),
  model: z.coerce.number({ error: 'سنة الصنع يجب أن تكون رقماً' }).int().min(1900).max(3000).optional(),
});
export type CarListQuery = z.infer<typeof carListQuerySchema>;

export const carResponseSchema = dataEnvelope(carSchema);
export const carListResponseSchema = listEnvelope(carSchema);

/** Body of DELETE /car/{id}: `{data: null, message: 'تم الحذف بنجاح'}`. */
export const carDeletedResponseSchema = dataEnvelope(z.null());

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

const isExportColumn = (key: string): key is CarExportColumn =>
  (CAR_EXPORT_COLUMNS as readonly string[]).includes(key);

/**
 * Query of GET /car/export: the list's filters, keyword and sort (no page/size: every row) plus the
 * visible columns as `columns=key1,key2` (default: the list's columns). An unknown key is a 400.
 *
 * @example
 * carExportQuerySchema.parse({ status: 'Pending', columns: 'id,name' }).columns; // ['id', 'name']
 */
export const carExportQuerySchema = carListQuerySchema.omit({ page: true, size: true }).extend({
  columns: z
    .string()
    .optional()
    .transform((value, ctx): CarExportColumn[] => {
      const keys = (value ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      if (keys.length === 0) return [...CAR_SORT_KEYS];
      const unknown = keys.filter((k) => !isExportColumn(k));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `أعمدة غير معروفة: ${unknown.join('، ')}` });
        return z.NEVER;
      }
      return [...new Set(keys)] as CarExportColumn[];
    }),
});
export type CarExportQuery = z.infer<typeof carExportQuerySchema>;
