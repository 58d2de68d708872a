import { z } from 'zod';
import { dataEnvelope } from './common';
import {
  DEFAULT_TEMPLATE_NAME,
  FILE_KEY_PATTERN,
  IMAGE_DATA_URL_PATTERN,
  MAX_TEMPLATE_BYTES,
  MAX_TEMPLATE_IMAGE_BYTES,
  TEMPLATE_FONT_SIZE,
  TEMPLATE_IMAGE_TOO_LARGE,
  TEMPLATE_ITEM_CONDITIONS,
  TEMPLATE_ITEM_KINDS,
  TEMPLATE_KINDS,
  TEMPLATE_PAGE,
  TEMPLATE_TOO_LARGE,
  UPLOAD_FILE_TYPES,
} from './template-constants';

export {
  DEFAULT_TEMPLATE_NAME,
  dataUrlBytes,
  FALLBACK_TEMPLATE_ID,
  FILE_KEY_PATTERN,
  FILE_URL_TTL_SECONDS,
  IMAGE_DATA_URL_PATTERN,
  MAX_TEMPLATE_BYTES,
  MAX_TEMPLATE_IMAGE_BYTES,
  TEMPLATE_DEFAULT_COLOR,
  TEMPLATE_FONT_SIZE,
  TEMPLATE_IMAGE_TOO_LARGE,
  TEMPLATE_IMAGE_TYPES,
  TEMPLATE_ITEM_CONDITIONS,
  TEMPLATE_ITEM_KINDS,
  TEMPLATE_KINDS,
  TEMPLATE_PAGE,
  TEMPLATE_TOO_LARGE,
  type TemplateImageType,
  type TemplateItemCondition,
  type TemplateItemKind,
  type TemplateKind,
  UPLOAD_FILE_TOO_LARGE,
  UPLOAD_FILE_TYPES,
  type UploadFileType,
} from './template-constants';

// A data URL is about 4/3 of the bytes it encodes.
const MAX_SRC_CHARS = Math.ceil((MAX_TEMPLATE_IMAGE_BYTES * 4) / 3) + 100;

export const templateItemStyleSchema = z.object({
  fontSize: z.number().int().min(TEMPLATE_FONT_SIZE.min).max(TEMPLATE_FONT_SIZE.max),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'لون غير صالح'),
  textAlign: z.enum(['right', 'center', 'left']).optional(),
  fontWeight: z.number().int().min(100).max(900).optional(),
});
export type TemplateItemStyle = z.infer<typeof templateItemStyleSchema>;

/**
 * A layout item as saved: upper-case kind, integers inside the page. `x` is measured from the page's
 * left edge (physical, as printed), not from the inline start.
 */
export const templateItemSchema = z
  .object({
    kind: z.enum(TEMPLATE_ITEM_KINDS, { error: 'نوع العنصر غير صالح' }),
    fieldId: z.string().min(1).max(100).optional(),
    label: z.string().max(200).optional(),
    value: z.string().max(5000).optional(),
    /** An inline image (data URL) or the key of an uploaded file. */
    src: z
      .string()
      .max(MAX_SRC_CHARS, TEMPLATE_IMAGE_TOO_LARGE)
      .refine((src) => IMAGE_DATA_URL_PATTERN.test(src) || FILE_KEY_PATTERN.test(src), {
        message: 'مصدر الصورة غير صالح: صورة PNG أو JPEG أو WEBP أو GIF أو ملف مرفوع',
      })
      .optional(),
    style: templateItemStyleSchema,
    /** Prints only when the deal matches (see {@link TEMPLATE_ITEM_CONDITIONS}); absent: always. */
    showIf: z.enum(TEMPLATE_ITEM_CONDITIONS, { error: 'شرط الظهور غير صالح' }).optional(),
    x: z.number().int().min(0).max(TEMPLATE_PAGE.width),
    y: z.number().int().min(0).max(TEMPLATE_PAGE.height),
    width: z.number().int().min(1).max(TEMPLATE_PAGE.width),
    height: z.number().int().min(1).max(TEMPLATE_PAGE.height),
  })
  .refine((item) => item.x + item.width <= TEMPLATE_PAGE.width, {
    message: 'العنصر يتجاوز عرض الصفحة',
    path: ['width'],
  })
  .refine((item) => item.y + item.height <= TEMPLATE_PAGE.height, {
    message: 'العنصر يتجاوز طول الصفحة',
    path: ['height'],
  })
  .refine((item) => (item.kind === 'FIELD' || item.kind === 'TABLE' ? Boolean(item.fieldId) : true), {
    message: 'الحقل غير محدد',
    path: ['fieldId'],
  })
  .refine((item) => (item.kind === 'IMAGE' ? Boolean(item.src) : true), {
    message: 'الصورة غير محددة',
    path: ['src'],
  });
export type TemplateItem = z.infer<typeof templateItemSchema>;

const templateFieldsSchema = z
  .array(templateItemSchema)
  .max(500)
  .refine((items) => JSON.stringify(items).length <= MAX_TEMPLATE_BYTES, TEMPLATE_TOO_LARGE);

/** A template as GET /templates/{id} and GET /templates/company/latest answer it. */
export const templateSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  /** System templates have no company; every company reads them, only the super administrator changes them. */
  system: z.boolean(),
  imageKey: z.string().nullable(),
  fields: z.array(templateItemSchema),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

/** One entry of GET /templates/company (the company's templates plus the system ones). */
export const templateSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  system: z.boolean(),
  /**
   * The company's default of its kind: a new deal preselects it, a receipt prints with it. Exactly one per
   * kind: the one the company marked in the designer, else the system one. A new template is not it.
   */
  isDefault: z.boolean(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

const templateNameSchema = z
  .string({ error: 'يرجى إدخال اسم القالب' })
  .trim()
  .min(1, 'يرجى إدخال اسم القالب')
  .max(100, 'اسم القالب يجب ألا يزيد عن 100 حرف');

/** A template's background image (a scanned official form under the items): an uploaded file's key. */
const templateImageKeySchema = z.string().regex(FILE_KEY_PATTERN, 'مفتاح الصورة غير صالح').nullable();

/** Body of POST /templates. `imageKey` is null when created through the designer's name modal. */
export const templateCreateInputSchema = z.object({
  name: templateNameSchema,
  kind: z.enum(TEMPLATE_KINDS).default('CONTRACT'),
  imageKey: templateImageKeySchema.default(null),
  fields: templateFieldsSchema,
});
export type TemplateCreateInput = z.input<typeof templateCreateInputSchema>;

/**
 * Body of PUT /templates/{id}. `imageKey`: a file key sets or replaces the background, null removes it,
 * absent keeps it (the spec's PUT sends only name and fields).
 */
export const templateUpdateInputSchema = z.object({
  name: templateNameSchema.default(DEFAULT_TEMPLATE_NAME),
  imageKey: templateImageKeySchema.optional(),
  fields: templateFieldsSchema,
});
export type TemplateUpdateInput = z.input<typeof templateUpdateInputSchema>;

export const templateResponseSchema = dataEnvelope(templateSchema);
/** `company/latest` answers `{ data: null }` when the company has no template. */
export const templateLatestResponseSchema = dataEnvelope(templateSchema.nullable());
export const templatesResponseSchema = dataEnvelope(z.array(templateSummarySchema));
export const templateDeletedResponseSchema = dataEnvelope(z.null());

/** Body of POST /files: an image or a PDF as base64 (at most MAX_TEMPLATE_IMAGE_BYTES once decoded, else 413). */
export const fileUploadInputSchema = z.object({
  contentType: z.enum(UPLOAD_FILE_TYPES, { error: 'نوع الملف غير مدعوم: PNG أو JPEG أو WEBP أو GIF أو PDF' }),
  dataBase64: z
    .string({ error: 'محتوى الملف مطلوب' })
    .min(1, 'محتوى الملف مطلوب')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'محتوى الملف ليس base64 صالحاً'),
});
export type FileUploadInput = z.infer<typeof fileUploadInputSchema>;

/** An uploaded file: its key (for `src` or `imageKey`) and a short-lived signed URL to show it. */
export const uploadedFileSchema = z.object({ key: z.string(), url: z.string() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export const uploadedFileResponseSchema = dataEnvelope(uploadedFileSchema);
