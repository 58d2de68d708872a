import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { createAttachmentsService } from './service';

/**
 * A car's photos and an account card's documents (docs/domain/attachments.md): paths and access in
 * `endpoints.carPhotos` and `endpoints.personDocuments`.
 */
export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAttachmentsService(app.db, app.config.jwtSecret);
  const route = routesOf(app, { tags: ['attachments'] });
  const photos = endpoints.carPhotos;
  route(photos.list, async (request) => ({
    data: await service.listPhotos(contextOf(request), request.params.id),
  }));
  route(photos.add, async (request) => ({
    data: await service.addPhoto(contextOf(request), request.params.id, request.body),
    message: MSG.carPhotoAdded,
  }));
  route(photos.setCover, async (request) => ({
    data: await service.setCover(contextOf(request), request.params.id, request.params.photoId),
    message: MSG.carCoverSet,
  }));
  route(photos.remove, async (request) => ({
    data: await service.removePhoto(contextOf(request), request.params.id, request.params.photoId),
    message: MSG.carPhotoRemoved,
  }));
  const documents = endpoints.personDocuments;
  route(documents.list, async (request) => ({
    data: await service.listDocuments(contextOf(request), request.params.id),
  }));
  route(documents.add, async (request) => ({
    data: await service.addDocument(contextOf(request), request.params.id, request.body),
    message: MSG.personDocumentAdded,
  }));
  route(documents.remove, async (request) => ({
    data: await service.removeDocument(contextOf(request), request.params.id, request.params.documentId),
    message: MSG.personDocumentRemoved,
  }));
};
