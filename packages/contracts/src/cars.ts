import { z } from 'zod';
import { dataEnvelope, listEnvelope, listQuerySchema } from './common';

/** Car status as the spec spells it. Never set by the client: it follows the deals. */
export const CAR_STATUSES = ['Active', 'Pending', 'Paid'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];
/** Spec §4 labels. */
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
    .max(max, `${label} يجب ألا يزيد عن ${max} حرفاً`);
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
  plateNumber: text(30, 'رقم اللوحة'),
  chassisNumber: text(40, 'رقم الشاصي'),
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
