import {
  type CarPhoto,
  DEFAULT_FILES_QUOTA_BYTES,
  endpoints,
  MAX_CAR_PHOTOS,
  SERVER_MESSAGES as MSG,
  type PersonDocument,
  TEMPLATE_IMAGE_TYPES,
} from '@cc/contracts';
import type { FakeDb } from '../db';
import { FakeFailure, type FakeRoute, notFound, route } from '../fake-api';

// Uploads, a car's photos and an account card's documents (docs/domain/attachments.md), as the server
// answers them. The fake keeps a file as its data URL (`db.files`): the "signed URL" is the file itself.

const invalid = (field: string, message: string) =>
  new FakeFailure(400, MSG.validation, 'VALIDATION_FAILED', [{ field, message }]);

const typeOf = (dataUrl: string) => dataUrl.slice(5, dataUrl.indexOf(';'));
const sizeOf = (dataUrl: string) => Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);

let serial = 0;
/** A UUID-shaped key, unique in the fake. */
const newKey = () => `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

export function attachmentRoutes(db: FakeDb): FakeRoute[] {
  const car = (id: number) => {
    if (!db.cars.some((c) => c.id === id)) throw notFound(MSG.carNotFound);
    return db.carPhotos.get(id) ?? [];
  };
  const person = (id: number) => {
    if (!db.persons.some((p) => p.id === id)) throw notFound(MSG.personNotFound);
    return db.personDocuments.get(id) ?? [];
  };
  const file = (key: string) => {
    const url = db.files.get(key);
    if (url === undefined) throw invalid('fileKey', MSG.attachmentFileNotFound);
    return url;
  };
  return [
    route(endpoints.files.upload, ({ body }) => {
      const key = newKey();
      const url = `data:${body.contentType};base64,${body.dataBase64}`;
      db.files.set(key, url);
      return { data: { key, url } };
    }),
    route(endpoints.files.usage, () => ({
      data: {
        usedBytes: [...db.files.values()].reduce((sum, url) => sum + sizeOf(url), 0),
        limitBytes: DEFAULT_FILES_QUOTA_BYTES,
      },
    })),
    route(endpoints.carPhotos.list, ({ params }) => ({ data: structuredClone(car(params.id)) })),
    route(endpoints.carPhotos.add, ({ params, body }) => {
      const photos = car(params.id);
      const url = file(body.fileKey);
      if (!(TEMPLATE_IMAGE_TYPES as readonly string[]).includes(typeOf(url)))
        throw invalid('fileKey', MSG.carPhotoNotImage);
      if (photos.some((p) => p.key === body.fileKey))
        throw new FakeFailure(409, MSG.carPhotoAlreadyAdded, 'CONFLICT');
      if (photos.length >= MAX_CAR_PHOTOS) throw new FakeFailure(409, MSG.carPhotosFull, 'CONFLICT');
      const photo: CarPhoto = {
        id: db.nextId('carPhotos'),
        key: body.fileKey,
        url,
        isCover: !photos.some((p) => p.isCover),
        contentType: typeOf(url),
        size: sizeOf(url),
        createdAt: db.now().toISOString(),
      };
      db.carPhotos.set(params.id, [...photos, photo]);
      return { data: structuredClone(car(params.id)), message: MSG.carPhotoAdded };
    }),
    route(endpoints.carPhotos.setCover, ({ params }) => {
      const photos = car(params.id);
      if (!photos.some((p) => p.id === params.photoId)) throw notFound(MSG.carPhotoNotFound);
      for (const p of photos) p.isCover = p.id === params.photoId;
      return { data: structuredClone(photos), message: MSG.carCoverSet };
    }),
    route(endpoints.carPhotos.remove, ({ params }) => {
      const photos = car(params.id);
      const gone = photos.find((p) => p.id === params.photoId);
      if (!gone) throw notFound(MSG.carPhotoNotFound);
      const left = photos.filter((p) => p !== gone);
      if (gone.isCover && left[0]) left[0].isCover = true;
      db.carPhotos.set(params.id, left);
      return { data: structuredClone(left), message: MSG.carPhotoRemoved };
    }),
    route(endpoints.personDocuments.list, ({ params }) => ({ data: structuredClone(person(params.id)) })),
    route(endpoints.personDocuments.add, ({ params, body }) => {
      const documents = person(params.id);
      const url = file(body.fileKey);
      const document: PersonDocument = {
        id: db.nextId('personDocuments'),
        key: body.fileKey,
        url,
        kind: body.kind,
        note: body.note?.trim() || null,
        contentType: typeOf(url),
        size: sizeOf(url),
        createdAt: db.now().toISOString(),
        createdBy: 'معرض الأمانة للسيارات',
      };
      db.personDocuments.set(params.id, [document, ...documents]);
      return { data: structuredClone(person(params.id)), message: MSG.personDocumentAdded };
    }),
    route(endpoints.personDocuments.remove, ({ params }) => {
      const documents = person(params.id);
      if (!documents.some((d) => d.id === params.documentId)) throw notFound(MSG.personDocumentNotFound);
      const left = documents.filter((d) => d.id !== params.documentId);
      db.personDocuments.set(params.id, left);
      return { data: structuredClone(left), message: MSG.personDocumentRemoved };
    }),
  ];
}

/** The cover's URL of a car in the fake (the cars list's `coverUrl`), null without one. */
export function fakeCoverUrl(db: FakeDb, carId: number): string | null {
  return db.carPhotos.get(carId)?.find((p) => p.isCover)?.url ?? null;
}
