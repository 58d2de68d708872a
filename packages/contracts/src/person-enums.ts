// The account cards' sort keys and document kinds, and the attachments' limits, without zod (docs/architecture.md, "Bundle budget");
// `persons.ts` and `attachments.ts` re-export them.

export const PERSON_SORT_KEYS = ['id', 'fullName', 'createdAt'] as const;
export type PersonSortKey = (typeof PERSON_SORT_KEYS)[number];

/** Kinds of an account card's document. */
export const PERSON_DOCUMENT_KINDS = ['NATIONAL_ID', 'CONTRACT_SCAN', 'OTHER'] as const;
export type PersonDocumentKind = (typeof PERSON_DOCUMENT_KINDS)[number];

/** Arabic names of the document kinds, as the screens show them. */
export const PERSON_DOCUMENT_KIND_LABELS: Record<PersonDocumentKind, string> = {
  NATIONAL_ID: 'البطاقة الوطنية',
  CONTRACT_SCAN: 'عقد موقّع',
  OTHER: 'مستند آخر',
};

/** Photos one car may have. */
export const MAX_CAR_PHOTOS = 20;

/** Default of the company's file quota, in bytes (the server's FILES_QUOTA_MB). */
export const DEFAULT_FILES_QUOTA_BYTES = 200 * 1024 * 1024;
