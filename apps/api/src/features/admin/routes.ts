import { Readable } from 'node:stream';
import {
  ADMIN_COMPANY_COLUMN_TITLES_AR,
  type AdminCompanyRow,
  type AdminCompanySortKey,
  COMPANY_STATUS_LABELS_AR,
  endpoints,
} from '@cc/contracts';
import { CSV_BOM, csvLine } from '@cc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { allCompanies } from './repository';
import { createAdminService } from './service';

const EXPORT_PAGE_SIZE = 500;

const cellOf = (row: AdminCompanyRow, column: AdminCompanySortKey): unknown =>
  column === 'status' ? COMPANY_STATUS_LABELS_AR[row.status] : row[column];

/** The platform's own pages (super administrator only: `endpoints.admin`, docs/domain/platform-admin.md). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminService(app.db);
  const route = routesOf(app, { tags: ['admin'] });
  const api = endpoints.admin;

  route(api.stats, async () => ({ data: await service.stats() }));

  route(api.companies, async (request) => service.list(request.query));

  route(api.exportCompanies, async (request, reply) => {
    const { columns, ...filters } = request.query;
    async function* lines() {
      yield CSV_BOM + csvLine(columns.map((c) => ADMIN_COMPANY_COLUMN_TITLES_AR[c]));
      for await (const page of allCompanies(app.db, filters, EXPORT_PAGE_SIZE))
        yield page.map((row) => csvLine(columns.map((c) => cellOf(row, c)))).join('');
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="companies.csv"')
      .header('cache-control', 'no-store')
      .send(Readable.from(lines(), { objectMode: false }));
  });

  route(api.company, async (request) => ({ data: await service.get(request.params.id) }));

  route(api.createCompany, async (request) => ({
    data: await service.create(contextOf(request), request.body),
    message: MSG.companyCreated,
  }));

  route(api.updateCompany, async (request) => ({
    data: await service.update(contextOf(request), request.params.id, request.body),
    message: MSG.companyUpdated,
  }));

  route(api.companyStatus, async (request) => ({
    data: await service.setStatus(contextOf(request), request.params.id, request.body),
    message: request.body.status === 'SUSPENDED' ? MSG.companySuspensionDone : MSG.companyReactivated,
  }));

  route(api.resetCompanyPassword, async (request) => ({
    data: await service.resetPassword(contextOf(request), request.params.id),
    message: MSG.companyPasswordReset,
  }));

  route(api.audit, async (request) => service.audit(request.query));
};
