// Attachments (docs/domain/attachments.md): a car's photos (GET_CAR reads, UPDATE_CAR changes) and an
// account card's documents (PERSON_READ reads, PERSON_UPDATE changes).
import { endpoint, from, permission } from './define';

export const carPhotos = {
  list: endpoint({
    method: 'GET',
    path: '/car/:id/photos',
    access: permission('GET_CAR'),
    schemas: from((s) => ({ params: s.idParamSchema, response: s.carPhotosResponseSchema })),
    resource: 'car-photos',
  }),
  add: endpoint({
    method: 'POST',
    path: '/car/:id/photos',
    access: permission('UPDATE_CAR'),
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.carPhotoInputSchema,
      response: s.carPhotosResponseSchema,
    })),
    status: 201,
    resource: 'car-photos',
    // The cover shows in the cars list; the usage in the settings.
    invalidates: ['car-photos', 'cars', 'files'],
  }),
  setCover: endpoint({
    method: 'PUT',
    path: '/car/:id/photos/:photoId/cover',
    access: permission('UPDATE_CAR'),
    schemas: from((s) => ({ params: s.carPhotoParamsSchema, response: s.carPhotosResponseSchema })),
    resource: 'car-photos',
    invalidates: ['car-photos', 'cars'],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/car/:id/photos/:photoId',
    access: permission('UPDATE_CAR'),
    schemas: from((s) => ({ params: s.carPhotoParamsSchema, response: s.carPhotosResponseSchema })),
    resource: 'car-photos',
    invalidates: ['car-photos', 'cars', 'files'],
  }),
} as const;

export const personDocuments = {
  list: endpoint({
    method: 'GET',
    path: '/persons/:id/documents',
    access: permission('PERSON_READ'),
    schemas: from((s) => ({ params: s.idParamSchema, response: s.personDocumentsResponseSchema })),
    resource: 'person-documents',
  }),
  add: endpoint({
    method: 'POST',
    path: '/persons/:id/documents',
    access: permission('PERSON_UPDATE'),
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.personDocumentInputSchema,
      response: s.personDocumentsResponseSchema,
    })),
    status: 201,
    resource: 'person-documents',
    invalidates: ['person-documents', 'files'],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/persons/:id/documents/:documentId',
    access: permission('PERSON_UPDATE'),
    schemas: from((s) => ({
      params: s.personDocumentParamsSchema,
      response: s.personDocumentsResponseSchema,
    })),
    resource: 'person-documents',
    invalidates: ['person-documents', 'files'],
  }),
} as const;
