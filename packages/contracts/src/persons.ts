import { z } from 'zod';
import {
  charCount,
  dataEnvelope,
  isIraqiMobileOrEmpty,
  latinDigits,
  listEnvelope,
  listQuerySchema,
} from './common';
import { listCursorParam } from './list-cursor';
import { SERVER_MESSAGES } from './messages';
import { PERSON_SORT_KEYS } from './person-enums';

export { PERSON_SORT_KEYS, type PersonSortKey } from './person-enums';

/** An account card (docs/domain/deals.md#parties): a seller, buyer or guarantor in different deals. */
export const personSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  phone: z.string().nullable(),
  nationalId: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

const optionalString = (max: number, label: string) =>
  z
    .string({ error: `${label} يجب أن يكون نصاً` })
    .trim()
    .max(max, `${label} يجب ألا يزيد عن ${charCount(max)}`);
const optionalText = (max: number, label: string) => optionalString(max, label).nullable().optional();
/** Typed with any digits, stored with Latin ones ('٠٧٧٠' → '0770'). */
const optionalIdentifier = (max: number, label: string) =>
  optionalString(max, label).overwrite(latinDigits).nullable().optional();

/**
 * Body of POST /persons and PUT /persons/{id}. The phone must be an Iraqi mobile (checked here, so the
 * form refuses it before sending; the server stores it normalised by normalizeIraqiPhone of @cc/domain:
 * Arabic-Indic digits and +964 accepted).
 *
 * @example
 * personInputSchema.parse({ fullName: 'علي حسين', phone: '+964 770 123 4567' });
 */
export const personInputSchema = z.object({
  fullName: z
    .string({ error: 'الاسم الكامل مطلوب' })
    .trim()
    .min(1, 'الاسم الكامل مطلوب')
    .max(150, `الاسم الكامل يجب ألا يزيد عن ${charCount(150)}`),
  phone: optionalIdentifier(30, 'رقم الهاتف').refine(isIraqiMobileOrEmpty, SERVER_MESSAGES.invalidPhone),
  nationalId: optionalIdentifier(40, 'رقم الهوية'),
  address: optionalText(300, 'العنوان'),
  notes: optionalText(1000, 'الملاحظات'),
});
export type PersonInput = z.infer<typeof personInputSchema>;

const personCursor = () => listCursorParam(PERSON_SORT_KEYS, ['id'], { timestamps: ['createdAt'] });

/**
 * Query of GET /persons: keyword over name, phone and national id (Arabic-aware), sort, page; and the
 * cursor of the page stepped to (`after` / `before`, as GET /car takes them).
 */
export const personListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(PERSON_SORT_KEYS, { error: 'حقل الترتيب غير معروف' }).optional(),
  after: personCursor(),
  before: personCursor(),
});
export type PersonListQuery = z.infer<typeof personListQuerySchema>;

export const personResponseSchema = dataEnvelope(personSchema);
export const personListResponseSchema = listEnvelope(personSchema);
export const personDeletedResponseSchema = dataEnvelope(z.null());
