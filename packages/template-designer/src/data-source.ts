import type { Template, TemplateCreateInput, TemplateSummary, TemplateUpdateInput } from '@cc/contracts';

/**
 * The data access the designer needs (spec §7 template calls). The web app passes functions built on
 * `@cc/api-client`; another internal app passes its own, so the package has no hidden dependency.
 * Failures reject; a rejected `createTemplate` with an Error message shows that message to the user.
 *
 * @example
 * ```ts
 * const dataSource: TemplateDataSource = {
 *   getTemplate: (id) => api.get(`/templates/${id}`),
 *   getLatest: () => api.get('/templates/company/latest'),
 *   listTemplates: () => api.get('/templates/company'),
 *   createTemplate: (input) => api.post('/templates', input),
 *   updateTemplate: (id, input) => api.put(`/templates/${id}`, input),
 *   deleteTemplate: (id) => api.delete(`/templates/${id}`),
 * };
 * ```
 */
export interface TemplateDataSource {
  /** GET /templates/{id}. */
  getTemplate(id: number): Promise<Template>;
  /** GET /templates/company/latest: null when the company has none. */
  getLatest(): Promise<Template | null>;
  /** GET /templates/company: the company's templates and the system ones. */
  listTemplates(): Promise<TemplateSummary[]>;
  /** POST /templates: answers the new template with its id. */
  createTemplate(input: TemplateCreateInput): Promise<Template>;
  /** PUT /templates/{id}. */
  updateTemplate(id: number, input: TemplateUpdateInput): Promise<unknown>;
  /** DELETE /templates/{id}. */
  deleteTemplate(id: number): Promise<unknown>;
}
