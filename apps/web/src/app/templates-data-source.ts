import type { ApiClient } from '@cc/api-client';
import { endpoints } from '@cc/contracts';
import { readFileAsBase64, type TemplateDataSource } from '@cc/template-designer';

/**
 * The print designer's data source over the declared template and file endpoints: images and the
 * background are uploaded (POST /files) and shown through signed URLs (GET /files/{key}/url). The designer
 * is a standalone package with its own store, so it takes this adapter rather than the query cache.
 */
export function createTemplatesDataSource(client: ApiClient): TemplateDataSource {
  return {
    getTemplate: async (id) => (await client.call(endpoints.templates.get, { params: { id } })).data,
    getLatest: async () => (await client.call(endpoints.templates.latest)).data,
    listTemplates: async () => (await client.call(endpoints.templates.list)).data,
    createTemplate: async (input) => (await client.call(endpoints.templates.create, { body: input })).data,
    updateTemplate: async (id, input) => {
      await client.call(endpoints.templates.update, { params: { id }, body: input });
    },
    deleteTemplate: async (id) => {
      await client.call(endpoints.templates.remove, { params: { id } });
    },
    setDefaultTemplate: async (id) =>
      (await client.call(endpoints.templates.setDefault, { params: { id } })).data,
    uploadImage: async (file) =>
      (
        await client.call(endpoints.files.upload, {
          body: { contentType: file.type as never, dataBase64: await readFileAsBase64(file) },
        })
      ).data,
    imageUrl: async (key) => (await client.call(endpoints.files.url, { params: { key } })).data.url,
  };
}
