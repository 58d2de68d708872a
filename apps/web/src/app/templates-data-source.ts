import type { ApiClient } from '@cc/api-client';
import type { Template, TemplateSummary, UploadedFile } from '@cc/contracts';
import { readFileAsBase64, type TemplateDataSource } from '@cc/template-designer';

/**
 * The print designer's data access over the template calls of spec §7 and the file calls of domain.md §6:
 * images and the background are uploaded (POST /files) and shown through signed URLs (GET /files/{key}/url).
 */
export function createTemplatesDataSource(client: ApiClient): TemplateDataSource {
  return {
    getTemplate: (id) => client.getData<Template>(`templates/${id}`),
    getLatest: () => client.getData<Template | null>('templates/company/latest'),
    listTemplates: () => client.getData<TemplateSummary[]>('templates/company'),
    createTemplate: (input) => client.postData<Template>('templates', input),
    updateTemplate: (id, input) => client.putData(`templates/${id}`, input),
    deleteTemplate: (id) => client.deleteData(`templates/${id}`),
    uploadImage: async (file) =>
      client.postData<UploadedFile>('files', {
        contentType: file.type,
        dataBase64: await readFileAsBase64(file),
      }),
    imageUrl: async (key) => (await client.getData<UploadedFile>(`files/${key}/url`)).url,
  };
}
