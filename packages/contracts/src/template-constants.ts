// The print templates' and uploaded files' constants, without zod (docs/architecture.md, "Bundle budget"); `templates.ts` builds its
// schemas from them and re-exports them.

/** Print page size at 96 dpi: the designer canvas and the print page share these coordinates. */
export const TEMPLATE_PAGE = { width: 794, height: 1123 } as const;

/** Font size bounds and default of a text or field item. */
export const TEMPLATE_FONT_SIZE = { min: 10, max: 64, default: 16 } as const;

/** Default text colour of an item. */
export const TEMPLATE_DEFAULT_COLOR = '#111827';

/** Name sent by PUT /templates/{id} when the template has none. */
export const DEFAULT_TEMPLATE_NAME = 'Contract Template';

/** System contract template loaded when the company has none (docs/domain/templates.md). */
export const FALLBACK_TEMPLATE_ID = 2;

/** One image (data URL or upload) and a whole template, in bytes (docs/domain/templates.md#validation-of-a-template). */
export const MAX_TEMPLATE_IMAGE_BYTES = 2 * 1024 * 1024;

export const MAX_TEMPLATE_BYTES = 8 * 1024 * 1024;

/** What a template prints (docs/domain/printing.md). */
export const TEMPLATE_KINDS = [
  'CONTRACT',
  'AUTHORIZATION',
  'RECEIPT',
  'CLEARANCE',
  'STATEMENT',
  'PROMISSORY_NOTE',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/**
 * When an item prints (`showIf`): only for an instalment sale, only for a cash sale, only when the deal
 * has a guarantor. Without it an item always prints. A cash sale thus prints no instalment lines or
 * table, and a deal without a guarantor no empty guarantor block.
 */
export const TEMPLATE_ITEM_CONDITIONS = ['INSTALLMENTS', 'CASH', 'GUARANTOR'] as const;
export type TemplateItemCondition = (typeof TEMPLATE_ITEM_CONDITIONS)[number];

/** Kinds of layout item, upper-case as saved. TABLE is the instalment table. */
export const TEMPLATE_ITEM_KINDS = ['TEXT', 'IMAGE', 'FIELD', 'TABLE'] as const;
export type TemplateItemKind = (typeof TEMPLATE_ITEM_KINDS)[number];

/** Image types a template image (data URL or uploaded file) may have (docs/domain/templates.md). */
export const TEMPLATE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type TemplateImageType = (typeof TEMPLATE_IMAGE_TYPES)[number];

/** Key of an uploaded file (POST /files): a UUID. */
export const FILE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An inline image: `data:image/(png|jpeg|webp|gif);base64,...`. */
export const IMAGE_DATA_URL_PATTERN = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]*={0,2}$/;

/** Arabic messages of the template size limits (413). */
export const TEMPLATE_IMAGE_TOO_LARGE = 'حجم الصورة أكبر من 2 ميغابايت';

export const TEMPLATE_TOO_LARGE = 'حجم القالب أكبر من 8 ميغابايت';

/** Bytes a base64 data URL decodes to (without decoding it). */
export function dataUrlBytes(src: string): number {
  const comma = src.indexOf(',');
  const payload = comma < 0 ? '' : src.slice(comma + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/**
 * Types POST /files takes: the images, and PDF for an account card's documents only (a template or a car
 * photo names images only; docs/domain/attachments.md).
 */
export const UPLOAD_FILE_TYPES = [...TEMPLATE_IMAGE_TYPES, 'application/pdf'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** 413 of a PDF over MAX_TEMPLATE_IMAGE_BYTES. */
export const UPLOAD_FILE_TOO_LARGE = 'حجم الملف أكبر من 2 ميغابايت';

/** Lifetime of a file's signed URL, in seconds. */
export const FILE_URL_TTL_SECONDS = 300;
