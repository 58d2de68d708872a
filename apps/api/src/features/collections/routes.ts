import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { createCollectionService } from './service';

/** Collections (docs/domain/collections.md): paths and permissions in `endpoints.collections`. */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCollectionService(app.db);
  const route = routesOf(app, { tags: ['collections'] });
  const api = endpoints.collections;

  route(api.list, async (request) => service.list(contextOf(request), request.query));

  route(api.contacts, async (request) => ({
    data: await service.contacts(contextOf(request), request.params.id),
  }));

  route(api.addContact, async (request) => ({
    data: await service.addContact(contextOf(request), request.params.id, request.body),
    message: MSG.contactAdded,
  }));

  route(api.collectors, async (request) => ({ data: await service.collectors(contextOf(request)) }));

  route(api.assign, async (request) => ({
    data: await service.assign(contextOf(request), request.body),
    message: MSG.collectionsAssigned,
  }));

  route(api.templates, async (request) => ({ data: await service.templates(contextOf(request)) }));

  route(api.saveTemplates, async (request) => ({
    data: await service.saveTemplates(contextOf(request), request.body),
    message: MSG.reminderTemplatesSaved,
  }));

  route(api.dealReminders, async (request) => ({
    data: await service.dealReminders(contextOf(request), request.params.id),
  }));

  route(api.dealDefault, async (request) => ({
    data: await service.dealDefault(contextOf(request), request.params.id),
  }));

  route(api.setDealDefault, async (request) => ({
    data: await service.setDealDefault(contextOf(request), request.params.id, request.body),
    message: request.body.defaulted ? MSG.dealDefaultMarked : MSG.dealDefaultCleared,
  }));

  route(api.reminders, async (request) => ({
    data: await service.reminders(contextOf(request), request.query),
  }));

  route(api.settings, async (request) => ({ data: await service.settings(contextOf(request)) }));

  route(api.saveSettings, async (request) => ({
    data: await service.saveSettings(contextOf(request), request.body),
    message: MSG.collectionSettingsSaved,
  }));
  route(api.lateFees, async (request) => ({ data: await service.lateFees(contextOf(request)) }));
  route(api.saveLateFees, async (request) => ({
    data: await service.saveLateFees(contextOf(request), request.body),
    message: MSG.lateFeesSaved,
  }));
};
