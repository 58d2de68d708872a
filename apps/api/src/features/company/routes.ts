import { endpoints, MAX_LOGO_BYTES } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { createCompanyService } from './service';

/**
 * Company settings: every member reads them (name, rounding); the company account changes them. The
 * default exchange rate: read by whoever records payments, set by the company account.
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCompanyService(app.db);
  const route = routesOf(app, { tags: ['company'] });

  route(endpoints.company.get, async (request) => ({ data: await service.get(contextOf(request)) }));

  route(
    endpoints.company.update,
    async (request) => ({
      data: await service.update(contextOf(request), request.body),
      message: MSG.companySaved,
    }),
    // A 2 MB logo is ~2.8 MB of base64: room for it; the logo's own limit answers 413 in the service.
    { bodyLimit: Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 256 * 1024 },
  );

  route(endpoints.company.exchangeRate, async (request) => ({
    data: await service.exchangeRate(contextOf(request)),
  }));

  route(endpoints.company.setExchangeRate, async (request) => {
    const { result, changed } = await service.setExchangeRate(contextOf(request), request.body);
    return { data: result, message: changed ? MSG.exchangeRateSaved : MSG.exchangeRateUnchanged };
  });
};
