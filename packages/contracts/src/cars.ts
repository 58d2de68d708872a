import { z } from 'zod';
import {
  CAR_EXPORT_COLUMNS,
  CAR_ORIGINS,
  CAR_SORT_KEYS,
  CAR_STATUSES,
  CAR_TYPES,
  type CarSortKey,
  ENGINE_TYPES,
} from './car-enums';
import {
  dataEnvelope,
  exportColumnsParam,
  latinDigits,
  listEnvelope,
  listQuerySchema,
  requiredText,
} from './common';
import { listCursorParam } from './list-cursor';

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
  /**
   * A fresh signed URL of the car's cover photo (docs/domain/attachments.md), null without one. Carried by
   * the list (GET /car) only.
   */
  coverUrl: z.string().nullable().optional(),
});
export type Car = z.infer<typeof carSchema>;

/** Text typed with any digits, stored with Latin ones ('١٢٣٤٥' → '12345'). */
const identifier = (max: number, label: string) => requiredText(max, label).overwrite(latinDigits);
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
  name: requiredText(100, 'اسم السيارة'),
  model: z
    .number({ error: 'سنة الصنع مطلوبة' })
    .int('سنة الصنع يجب أن تكون رقماً صحيحاً')
    .min(1950, 'سنة الصنع يجب أن تكون 1950 أو بعدها')
    .refine((y) => y <= new Date().getFullYear() + 1, 'سنة الصنع لا يمكن أن تتجاوز السنة القادمة'),
  color: requiredText(40, 'اللون'),
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

/**
 * A car's stored fields from its input: an absent optional field, or empty notes, is null. The server
 * writes these, and the fake API of @cc/resources/testing keeps the same.
 */
export const carFieldsOf = (input: CarInput) => ({
  name: input.name,
  model: input.model,
  color: input.color,
  type: input.type ?? null,
  plateNumber: input.plateNumber,
  chassisNumber: input.chassisNumber,
  kilometers: input.kilometers ?? null,
  cylinderCount: input.cylinderCount ?? null,
  passengerCount: input.passengerCount ?? null,
  engineType: input.engineType ?? null,
  origin: input.origin ?? null,
  notes: input.notes || null,
});

/** The sort keys of GET /car whose values are integers (the others are text). */
export const CAR_NUMERIC_SORT_KEYS = [
  'id',
  'model',
  'kilometers',
  'cylinderCount',
  'passengerCount',
] as const satisfies readonly CarSortKey[];

/**
 * Query of GET /car: one param per filter, keyword, sort, page; and, when the pager steps, the cursor
 * the previous answer gave (`after` = its `nextCursor` with page + 1, `before` = its `previousCursor`
 * with page − 1; `after` wins when both are sent). The page number is still the one shown.
 */
export const carListQuerySchema = listQuerySchema.extend({
  after: listCursorParam(CAR_SORT_KEYS, CAR_NUMERIC_SORT_KEYS),
  before: listCursorParam(CAR_SORT_KEYS, CAR_NUMERIC_SORT_KEYS),
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

/**
 * Query of GET /car/export: the list's filters, keyword and sort (no page/size: every row) plus the
 * visible columns as `columns=key1,key2` (default: the list's columns). An unknown key is a 400.
 *
 * @example
 * carExportQuerySchema.parse({ status: 'Pending', columns: 'id,name' }).columns; // ['id', 'name']
 */
export const carExportQuerySchema = carListQuerySchema
  .omit({ page: true, size: true, after: true, before: true })
  .extend({
    columns: exportColumnsParam(CAR_EXPORT_COLUMNS, CAR_SORT_KEYS),
  });
export type CarExportQuery = z.infer<typeof carExportQuerySchema>;
