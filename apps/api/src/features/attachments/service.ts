import {
  type CarPhoto,
  type CarPhotoInput,
  MAX_CAR_PHOTOS,
  type PersonDocument,
  type PersonDocumentInput,
} from '@cc/contracts';
import type { Db, Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { isImageType } from '../../lib/image-magic';
import { signedFileUrl } from '../../lib/signed-urls';
import { MSG } from '../../messages';
import * as cars from '../cars/repository';
import { companyFileInfo, deleteIfUnused } from '../files/repository';
import * as persons from '../persons/repository';
import * as repo from './repository';

// A car's photos and an account card's documents (docs/domain/attachments.md). The file is uploaded first
// (POST /files) and attached here by its key; removing the attachment deletes the file at once when
// nothing else names it. Each answer carries fresh signed URLs.

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', MSG.validation, [{ field, message }]);

export function createAttachmentsService(db: Db, secret: string) {
  const url = (key: string) => signedFileUrl(secret, key);

  async function photosOf(tx: Executor, companyId: number, carId: number): Promise<CarPhoto[]> {
    const rows = await repo.photosOf(tx, companyId, carId);
    return rows.map((r) => ({ ...r, url: url(r.key), createdAt: r.createdAt.toISOString() }));
  }

  async function documentsOf(tx: Executor, companyId: number, personId: number): Promise<PersonDocument[]> {
    const rows = await repo.documentsOf(tx, companyId, personId);
    return rows.map((r) => ({
      ...r,
      url: url(r.key),
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdBy ?? '',
    }));
  }

  /** The car of the company, locked for a change of its photos (404 otherwise). */
  async function lockedCar(tx: Executor, companyId: number, carId: number): Promise<void> {
    if (!(await cars.findForUpdate(tx, companyId, carId))) throw notFound(MSG.carNotFound);
  }

  /** The card of the company, locked for a change of its documents (404 otherwise). */
  async function lockedPerson(tx: Executor, companyId: number, personId: number): Promise<void> {
    if (!(await persons.findById(tx, companyId, personId, true))) throw notFound(MSG.personNotFound);
  }

  return {
    async listPhotos(ctx: RequestContext, carId: number): Promise<CarPhoto[]> {
      const companyId = companyOf(ctx);
      if (!(await cars.findById(db, companyId, carId))) throw notFound(MSG.carNotFound);
      return photosOf(db, companyId, carId);
    },

    /** Adds an uploaded image of the company as a photo of the car; the car's first photo is its cover. */
    async addPhoto(ctx: RequestContext, carId: number, body: CarPhotoInput): Promise<CarPhoto[]> {
      const companyId = companyOf(ctx);
      return db.transaction(async (tx) => {
        // The car first: another company's car answers 404 whatever the key.
        await lockedCar(tx, companyId, carId);
        const file = await companyFileInfo(tx, companyId, body.fileKey);
        if (!file) throw invalid('fileKey', MSG.attachmentFileNotFound);
        if (!isImageType(file.contentType)) throw invalid('fileKey', MSG.carPhotoNotImage);
        const photos = await repo.photosOf(tx, companyId, carId);
        if (photos.some((p) => p.key === body.fileKey)) throw conflict(MSG.carPhotoAlreadyAdded);
        if (photos.length >= MAX_CAR_PHOTOS) throw conflict(MSG.carPhotosFull);
        const isCover = !photos.some((p) => p.isCover);
        const id = await repo.insertPhoto(tx, {
          companyId,
          carId,
          fileKey: body.fileKey,
          isCover,
          createdBy: ctx.userId,
        });
        await audited(tx, ctx, {
          action: 'CAR_PHOTO_ADDED',
          entity: 'car',
          entityId: carId,
          changes: { after: { photoId: id, fileKey: body.fileKey, isCover } },
        });
        return photosOf(tx, companyId, carId);
      });
    },

    /** Makes the photo the car's cover (the one the cars list shows). */
    async setCover(ctx: RequestContext, carId: number, photoId: number): Promise<CarPhoto[]> {
      const companyId = companyOf(ctx);
      return db.transaction(async (tx) => {
        await lockedCar(tx, companyId, carId);
        const photos = await repo.photosOf(tx, companyId, carId);
        const photo = photos.find((p) => p.id === photoId);
        if (!photo) throw notFound(MSG.carPhotoNotFound);
        if (!photo.isCover) {
          await repo.setCover(tx, companyId, carId, photoId);
          await audited(tx, ctx, {
            action: 'CAR_COVER_SET',
            entity: 'car',
            entityId: carId,
            changes: { before: { photoId: photos.find((p) => p.isCover)?.id ?? null }, after: { photoId } },
          });
        }
        return photosOf(tx, companyId, carId);
      });
    },

    /**
     * Removes a photo; its file goes at once when nothing else names it. When the cover goes, the oldest
     * photo left becomes the cover, so a car with photos always shows one in the list.
     */
    async removePhoto(ctx: RequestContext, carId: number, photoId: number): Promise<CarPhoto[]> {
      const companyId = companyOf(ctx);
      return db.transaction(async (tx) => {
        await lockedCar(tx, companyId, carId);
        const gone = await repo.deletePhoto(tx, companyId, carId, photoId);
        if (!gone) throw notFound(MSG.carPhotoNotFound);
        if (gone.isCover) {
          const [next] = await repo.photosOf(tx, companyId, carId);
          if (next) await repo.setCover(tx, companyId, carId, next.id);
        }
        await deleteIfUnused(tx, companyId, gone.fileKey);
        await audited(tx, ctx, {
          action: 'CAR_PHOTO_REMOVED',
          entity: 'car',
          entityId: carId,
          changes: { before: { photoId, fileKey: gone.fileKey, isCover: gone.isCover } },
        });
        return photosOf(tx, companyId, carId);
      });
    },

    async listDocuments(ctx: RequestContext, personId: number): Promise<PersonDocument[]> {
      const companyId = companyOf(ctx);
      if (!(await persons.findById(db, companyId, personId))) throw notFound(MSG.personNotFound);
      return documentsOf(db, companyId, personId);
    },

    /** Adds an uploaded image or PDF of the company as a document of the card. */
    async addDocument(
      ctx: RequestContext,
      personId: number,
      body: PersonDocumentInput,
    ): Promise<PersonDocument[]> {
      const companyId = companyOf(ctx);
      return db.transaction(async (tx) => {
        await lockedPerson(tx, companyId, personId);
        if (!(await companyFileInfo(tx, companyId, body.fileKey)))
          throw invalid('fileKey', MSG.attachmentFileNotFound);
        const note = body.note?.trim() || null;
        const id = await repo.insertDocument(tx, {
          companyId,
          personId,
          fileKey: body.fileKey,
          kind: body.kind,
          note,
          createdBy: ctx.userId,
        });
        await audited(tx, ctx, {
          action: 'PERSON_DOCUMENT_ADDED',
          entity: 'person',
          entityId: personId,
          changes: { after: { documentId: id, fileKey: body.fileKey, documentKind: body.kind, note } },
        });
        return documentsOf(tx, companyId, personId);
      });
    },

    /** Removes a document; its file goes at once when nothing else names it. */
    async removeDocument(
      ctx: RequestContext,
      personId: number,
      documentId: number,
    ): Promise<PersonDocument[]> {
      const companyId = companyOf(ctx);
      return db.transaction(async (tx) => {
        await lockedPerson(tx, companyId, personId);
        const gone = await repo.deleteDocument(tx, companyId, personId, documentId);
        if (!gone) throw notFound(MSG.personDocumentNotFound);
        await deleteIfUnused(tx, companyId, gone.fileKey);
        await audited(tx, ctx, {
          action: 'PERSON_DOCUMENT_REMOVED',
          entity: 'person',
          entityId: personId,
          changes: {
            before: { documentId, fileKey: gone.fileKey, documentKind: gone.kind, note: gone.note },
          },
        });
        return documentsOf(tx, companyId, personId);
      });
    },
  };
}
