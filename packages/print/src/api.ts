import type { ApiClient } from '@cc/api-client';
import type { CompanySettings, Deal, DealKind, Payment, Template, TemplateSummary } from '@cc/contracts';

/**
 * Data access of the print page. The screen takes it as a prop, so stories and tests pass an in-memory
 * one and the app passes {@link createPrintApi}'s. Every method rejects with an Error on failure.
 *
 * @example
 * ```ts
 * const deal = await printApi.getDeal('CONTRACT', 7);
 * const template = await printApi.getTemplate(deal?.templateId ?? 2);
 * ```
 */
export interface PrintApi {
  /** GET /contracts?id= or /authorizations?id= (spec §7): the record in list form, or null when none. */
  getDeal(kind: DealKind, id: number): Promise<Deal | null>;
  /** GET /templates/{id}. */
  getTemplate(id: number): Promise<Template>;
  /** GET /templates/company: the company's templates and the system ones (a receipt picks the newest own). */
  listTemplates(): Promise<TemplateSummary[]>;
  /** GET /payments/{id}: the payment a receipt prints. */
  getPayment(id: number): Promise<Payment>;
  /** A fresh signed URL of an uploaded image (GET /files/{key}/url); without it file images are left out. */
  fileUrl?(key: string): Promise<string>;
  /** The company's logo as an image data URL, or null (GET /company); asked only when a template places it. */
  companyLogo?(): Promise<string | null>;
}

/**
 * Builds the {@link PrintApi} over the app's api-client.
 *
 * @example
 * ```tsx
 * <PrintScreen api={createPrintApi(client)} id={7} isContract />
 * ```
 */
export function createPrintApi(client: ApiClient): PrintApi {
  return {
    getDeal: async (kind, id) => {
      const page = await client.getList<Deal>(kind === 'CONTRACT' ? 'contracts' : 'authorizations', { id });
      return page.data[0] ?? null;
    },
    getTemplate: (id) => client.getData<Template>(`templates/${id}`),
    listTemplates: () => client.getData<TemplateSummary[]>('templates/company'),
    getPayment: (id) => client.getData<Payment>(`payments/${id}`),
    fileUrl: async (key) =>
      (await client.getData<{ url: string }>(`files/${encodeURIComponent(key)}/url`)).url,
    companyLogo: async () => (await client.getData<CompanySettings>('company')).logo,
  };
}
