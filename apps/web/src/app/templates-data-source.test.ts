import { endpoints } from '@cc/contracts';
import { createTestApi, route } from '@cc/resources/testing';
import { describe, expect, it } from 'vitest';
import { createTemplatesDataSource } from './templates-data-source';

const KEY = '0b7c7a2e-3c1d-4e5f-9a8b-1c2d3e4f5a6b';
const urlOf = (sig: string) => `/api/carcontracts/v1/files/${KEY}?exp=1&sig=${sig}`;

function setup() {
  const fake = createTestApi({
    routes: [
      route(endpoints.files.upload, () => ({ data: { key: KEY, url: urlOf('new') } })),
      route(endpoints.files.url, ({ params }) => ({ data: { key: params.key, url: urlOf('fresh') } })),
    ],
  });
  return { fake, dataSource: createTemplatesDataSource(fake.client) };
}

describe('createTemplatesDataSource', () => {
  it('uploads an image to POST /files as {contentType, dataBase64} and answers its key and URL', async () => {
    const { fake, dataSource } = setup();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const file = new File([bytes], 'form.png', { type: 'image/png' });
    await expect(dataSource.uploadImage?.(file)).resolves.toEqual({ key: KEY, url: urlOf('new') });
    expect(fake.callsTo(endpoints.files.upload).map((c) => c.body)).toEqual([
      { contentType: 'image/png', dataBase64: Buffer.from(bytes).toString('base64') },
    ]);
  });

  it('asks GET /files/{key}/url for a fresh signed URL', async () => {
    const { fake, dataSource } = setup();
    await expect(dataSource.imageUrl?.(KEY)).resolves.toBe(urlOf('fresh'));
    expect(fake.callsTo(endpoints.files.url).map((c) => c.path)).toEqual([`/files/${KEY}/url`]);
  });

  it('sends the background with a template save (PUT /templates/{id})', async () => {
    const { fake, dataSource } = setup();
    fake.db.files.set(KEY, 'data:image/png;base64,iVBORw0KGgo=');
    const created = await dataSource.createTemplate({ name: 'نموذج', kind: 'CONTRACT', fields: [] });
    const id = created.id;
    await dataSource.updateTemplate(id, { name: 'عقد', imageKey: KEY, fields: [] });
    expect(fake.callsTo(endpoints.templates.update).map((c) => [c.path, c.body])).toEqual([
      [`/templates/${id}`, { name: 'عقد', imageKey: KEY, fields: [] }],
    ]);
  });
});
