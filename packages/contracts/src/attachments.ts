import { z } from 'zod';
import { dataEnvelope, recordIdSchema } from './common';
import { PERSON_DOCUMENT_KINDS } from './person-enums';

export {
  DEFAULT_FILES_QUOTA_BYTES,
  MAX_CAR_PHOTOS,
  PERSON_DOCUMENT_KIND_LABELS,
  PERSON_DOCUMENT_KINDS,
  type PersonDocumentKind,
} from './person-enums';

// Attachments (docs/domain/attachments.md): a car's photos and an account card's documents. The file is
// first uploaded (POST /files, which answers its key), then attached by its key; every answer carries a
// fresh signed URL of each file.

const fileKey = z.string({ error: 'الملف مطلوب' }).uuid('الملف غير صالح');

/** Body of POST /car/{id}/photos: an uploaded image's key. */
export const carPhotoInputSchema = z.object({ fileKey }, { error: 'الملف مطلوب' });
export type CarPhotoInput = z.output<typeof carPhotoInputSchema>;

export const carPhotoParamsSchema = z.object({
  id: recordIdSchema(),
  photoId: recordIdSchema('رقم الصورة غير صالح'),
});

/** A photo of a car with a fresh signed URL. */
export const carPhotoSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  url: z.string(),
  isCover: z.boolean(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type CarPhoto = z.infer<typeof carPhotoSchema>;
/** The car's photos, oldest first (the order they were added). */
export const carPhotosResponseSchema = dataEnvelope(z.array(carPhotoSchema));

/** Body of POST /persons/{id}/documents: an uploaded image's or PDF's key, its kind, a note. */
export const personDocumentInputSchema = z.object(
  {
    fileKey,
    kind: z.enum(PERSON_DOCUMENT_KINDS, { error: 'نوع المستند غير معروف' }),
    note: z.string().trim().max(500, 'الملاحظة يجب ألا تزيد عن 500 حرف').nullable().optional(),
  },
  { error: 'الملف ونوع المستند مطلوبان' },
);
export type PersonDocumentInput = z.output<typeof personDocumentInputSchema>;

export const personDocumentParamsSchema = z.object({
  id: recordIdSchema(),
  documentId: recordIdSchema('رقم المستند غير صالح'),
});

/** A document of an account card with a fresh signed URL. */
export const personDocumentSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  url: z.string(),
  kind: z.enum(PERSON_DOCUMENT_KINDS),
  note: z.string().nullable(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type PersonDocument = z.infer<typeof personDocumentSchema>;
/** The card's documents, newest first. */
export const personDocumentsResponseSchema = dataEnvelope(z.array(personDocumentSchema));

/** GET /files/usage: the bytes the company's files take and its quota. */
export const filesUsageSchema = z.object({ usedBytes: z.number().int(), limitBytes: z.number().int() });
export type FilesUsage = z.infer<typeof filesUsageSchema>;
export const filesUsageResponseSchema = dataEnvelope(filesUsageSchema);
