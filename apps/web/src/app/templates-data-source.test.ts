import type { ApiClient } from '@cc/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createTemplatesDataSource } from './templates-data-source';

const KEY = '0b7c7a2e-3c1d-4e5f-9a8b-1c2d3e4f5a6b';

function fakeClient() {
  const client = {
    getData: vi.fn(async (path: string) =>
      path.startsWith('files/')
        ? { key: KEY, url: `/api/carcontracts/v1/files/${KEY}?exp=1&sig=fresh` }
        : null,
    ),
    postData: vi.fn(async () => ({ key: KEY, url: `/api/carcontracts/v1/files/${KEY}?exp=1&sig=new` })),
    putData: vi.fn(),
    deleteData: vi.fn(),
  };
  return { client, dataSource: createTemplatesDataSource(client as unknown as ApiClient) };
}

describe('createTemplatesDataSource', () => {
  it('uploads an image to POST /files as {contentType, dataBase64} and answers its key and URL', async () => {
    const { client, dataSource } = fakeClient();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const file = new File([bytes], 'form.png', { type: 'image/png' });
    await expect(dataSource.uploadImage!(file)).resolves.toEqual({
      key: KEY,
      url: `/api/carcontracts/v1/files/${KEY}?exp=1&sig=new`,
    });
    expect(client.postData).toHaveBeenCalledWith('files', {
      contentType: 'image/png',
      dataBase64: Buffer.from(bytes).toString('base64'),
    });
  });

  it('asks GET /files/{key}/url for a fresh signed URL', async () => {
    const { client, dataSource } = fakeClient();
    await expect(dataSource.imageUrl!(KEY)).resolves.toBe(
      `/api/carcontracts/v1/files/${KEY}?exp=1&sig=fresh`,
    );
    expect(client.getData).toHaveBeenCalledWith(`files/${KEY}/url`);
  });

  it('sends the background with a template save (PUT /templates/{id})', async () => {
    const { client, dataSource } = fakeClient();
    await dataSource.updateTemplate(1001, { name: 'عقد', imageKey: KEY, fields: [] });
    expect(client.putData).toHaveBeenCalledWith('templates/1001', { name: 'عقد', imageKey: KEY, fields: [] });
  });
});
