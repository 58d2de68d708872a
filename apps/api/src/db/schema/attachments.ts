import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { companyKey, companyRef, createdAt, id, oneOf } from './columns';
import { users } from './companies';
import { persons } from './persons';
import { files } from './templates';

// Attachments (docs/domain/attachments.md): a car's photos and an account card's documents, each a row
// naming an uploaded file of the same company. Deleting the car or the card deletes these rows (the
// files they named are then unused, and the cleanup job removes them).

/** PersonDocumentKind of @cc/contracts (drizzle-kit reads this file without the workspace's packages). */
const PERSON_DOCUMENT_KINDS = ['NATIONAL_ID', 'CONTRACT_SCAN', 'OTHER'] as const;

/** A photo of a car; at most one is the cover (shown in the cars list). */
export const carPhotos = pgTable(
  'car_photos',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    carId: integer('car_id').notNull(),
    fileKey: text('file_key').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    companyKey('car_photos_company_id_id_key', t),
    index('car_photos_company_car_idx').on(t.companyId, t.carId, t.id),
    // One cover per car; also what the cars list reads its covers from.
    uniqueIndex('car_photos_one_cover_key').on(t.companyId, t.carId).where(sql`${t.isCover}`),
    foreignKey({
      name: 'car_photos_car_fk',
      columns: [t.companyId, t.carId],
      foreignColumns: [cars.companyId, cars.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'car_photos_file_fk',
      columns: [t.companyId, t.fileKey],
      foreignColumns: [files.companyId, files.key],
    }),
    index('car_photos_file_key_idx').on(t.fileKey),
    companyRef('car_photos_created_by_fk', t, t.createdBy, users),
  ],
);

/** A document of an account card: a national id's scan, a signed contract's scan, another paper. */
export const personDocuments = pgTable(
  'person_documents',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    personId: integer('person_id').notNull(),
    fileKey: text('file_key').notNull(),
    kind: text('kind', { enum: PERSON_DOCUMENT_KINDS }).notNull(),
    note: text('note'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    companyKey('person_documents_company_id_id_key', t),
    index('person_documents_company_person_idx').on(t.companyId, t.personId, t.id),
    foreignKey({
      name: 'person_documents_person_fk',
      columns: [t.companyId, t.personId],
      foreignColumns: [persons.companyId, persons.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'person_documents_file_fk',
      columns: [t.companyId, t.fileKey],
      foreignColumns: [files.companyId, files.key],
    }),
    index('person_documents_file_key_idx').on(t.fileKey),
    companyRef('person_documents_created_by_fk', t, t.createdBy, users),
    check('person_documents_kind_check', oneOf(t.kind, PERSON_DOCUMENT_KINDS)),
  ],
);
