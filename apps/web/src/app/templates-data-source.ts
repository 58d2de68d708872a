import type { ApiClient } from '@cc/api-client';
import type { Template, TemplateSummary } from '@cc/contracts';
import type { TemplateDataSource } from '@cc/template-designer';

/** The print designer's data access over the template calls of spec §7. */
export function createTemplatesDataSource(client: ApiClient): TemplateDataSource {
  return {
    getTemplate: (id) => client.getData<Template>(`templates/${id}`),
    getLatest: () => client.getData<Template | null>('templates/company/latest'),
    listTemplates: () => client.getData<TemplateSummary[]>('templates/company'),
    createTemplate: (input) => client.postData<Template>('templates', input),
    updateTemplate: (id, input) => client.putData(`templates/${id}`, input),
    deleteTemplate: (id) => client.deleteData(`templates/${id}`),
  };
}
