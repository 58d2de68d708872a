import { endpoints } from '@cc/contracts';
import { todayIn } from '@cc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf } from '../../lib/context';
import { routesOf } from '../../lib/endpoint-route';
import { notFound } from '../../lib/errors';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { agingLimitsOf } from '../collections/settings';
import { companyInfo } from '../deals/repository';
import { agingReport } from './aging';
import { collectionsReport } from './collections';
import { dealStatement, personStatement } from './statements';

/** Reports of collecting (docs/domain/collections.md, "Reports"): paths and permissions in `endpoints.reports`. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routesOf(app, { tags: ['reports'] });
  /** The caller's company and its today (its time zone, read on every call). */
  const companyDay = async (request: FastifyRequest) => {
    const companyId = companyOf(contextOf(request));
    return { companyId, today: todayIn((await companyInfo(app.db, companyId)).timeZone) };
  };

  route(endpoints.reports.aging, async (request) => {
    const { companyId, today } = await companyDay(request);
    const limits = await agingLimitsOf(app.db, companyId);
    return {
      data: await agingReport(app.db, companyId, request.query, limits, today, {
        noBranch: MSG.noBranch,
        nobody: MSG.noCollector,
      }),
    };
  });

  route(endpoints.reports.collections, async (request) => {
    const { companyId, today } = await companyDay(request);
    const { from = `${today.slice(0, 8)}01`, to = today, ...rest } = request.query;
    return {
      data: await collectionsReport(
        app.db,
        companyId,
        { from, to, ...rest },
        {
          noBranch: MSG.noBranch,
          unknown: MSG.unknownUser,
        },
      ),
    };
  });

  route(endpoints.statements.deal, async (request) => {
    const { companyId, today } = await companyDay(request);
    const statement = await dealStatement(app.db, companyId, request.params.id, today);
    if (!statement) throw notFound(MSG.collectionDealNotFound);
    return { data: statement };
  });

  route(endpoints.statements.person, async (request) => {
    const { companyId, today } = await companyDay(request);
    const statement = await personStatement(app.db, companyId, request.params.id, today);
    if (!statement) throw notFound(MSG.personNotFound);
    return { data: statement };
  });
};
