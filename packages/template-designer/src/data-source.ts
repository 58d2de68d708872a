import type {
  Template,
  TemplateCreateInput,
  TemplateSummary,
  TemplateUpdateInput,
  UploadedFile,
} from '@cc/contracts';

/**
 * The data access the designer needs (the template calls of `endpoints.templates`). The web app passes functions built on
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
 *   setDefaultTemplate: (id) => api.put(`/templates/${id}/default`),
 *   // Optional: uploaded images (docs/domain/templates.md#uploaded-files). Without them images stay inline data URLs.
 *   uploadImage: async (file) => api.post('/files', { contentType: file.type, dataBase64: await readFileAsBase64(file) }),
 *   imageUrl: async (key) => (await api.get(`/files/${key}/url`)).url,
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
  /**
   * PUT /templates/{id}/default: makes the template the company's default of its kind (a system one: the
   * company's mark is cleared) and answers the list as `listTemplates`. When present the designer shows
   * which template is the default of its kind and offers to mark the one shown.
   */
  setDefaultTemplate?(id: number): Promise<TemplateSummary[]>;
  /**
   * POST /files: uploads an image (already checked: PNG, JPEG, WEBP or GIF, at most 2 MB) and answers its
   * key and a short-lived signed URL. When present, added and replaced images and the background are
   * stored as file keys; when absent, images are stored inline as data URLs and no background is offered.
   */
  uploadImage?(file: File): Promise<UploadedFile>;
  /** GET /files/{key}/url: a fresh signed URL of an uploaded file (valid about 5 minutes). */
  imageUrl?(key: string): Promise<string>;
}
