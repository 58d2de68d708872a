import { z } from 'zod';
import { dataEnvelope } from './common';

/** Tables whose views can be saved. */
export const VIEW_RESOURCES = ['cars'] as const;
export type ViewResource = (typeof VIEW_RESOURCES)[number];

const filterValueSchema = z.union([
  z.string().max(200),
  z.object({ from: z.string().max(20).nullable().optional(), to: z.string().max(20).nullable().optional() }),
  z.null(),
]);

/**
 * What a view remembers: the keyword, the filters by column key, the sort and the columns the user hid
 * (data-table's ViewState). A view saved before `hiddenColumns` existed keeps the table's default columns.
 */
export const viewStateSchema = z.object({
  keyword: z.string().max(200).default(''),
  filters: z
    .record(z.string().max(60), filterValueSchema)
    .refine((f) => Object.keys(f).length <= 50, 'عدد المرشحات كبير جداً')
    .default({}),
  sort: z
    .object({ key: z.string().min(1).max(60), direction: z.enum(['asc', 'desc']) })
    .nullable()
    .default(null),
  hiddenColumns: z.array(z.string().min(1).max(60)).max(60).optional(),
});
export type ViewStateDto = z.infer<typeof viewStateSchema>;

/** A saved view as GET /views answers it: `mine` when the caller saved it (only then deletable). */
export const viewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shared: z.boolean(),
  mine: z.boolean(),
  state: viewStateSchema,
});
export type View = z.infer<typeof viewSchema>;

/**
 * How many views one user keeps of one list (saving another new name is a 409): GET /views answers a
 * user's own views and the company account's shared ones whole, so it holds at most twice as many.
 */
export const MAX_VIEWS_PER_LIST = 50;

/** Query of GET /views. */
export const viewListQuerySchema = z.object({
  resource: z.enum(VIEW_RESOURCES, { error: 'نوع القائمة غير معروف' }),
});

/** Body of POST /views. Saving again under the same name replaces the caller's view. */
export const viewInputSchema = z.object({
  resource: z.enum(VIEW_RESOURCES, { error: 'نوع القائمة غير معروف' }),
  name: z
    .string({ error: 'اسم العرض مطلوب' })
    .trim()
    .min(1, 'اسم العرض مطلوب')
    .max(60, 'اسم العرض يجب ألا يزيد عن 60 حرفاً'),
  state: viewStateSchema,
  shared: z.boolean().default(false),
});
export type ViewInput = z.infer<typeof viewInputSchema>;

export const viewResponseSchema = dataEnvelope(viewSchema);
export const viewsResponseSchema = dataEnvelope(z.array(viewSchema));
export const viewDeletedResponseSchema = dataEnvelope(z.null());
