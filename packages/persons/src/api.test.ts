import type { ApiClient } from '@cc/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createPersonsApi } from './api';
import { DEMO_PERSONS } from './demo-persons';

function fakeClient() {
  const client = {
    getList: vi.fn(async () => ({ data: [], pagination: { currentPage: 0, lastPage: 0 } })),
    getData: vi.fn(async () => DEMO_PERSONS[0]),
    postData: vi.fn(async () => DEMO_PERSONS[0]),
    putData: vi.fn(async () => DEMO_PERSONS[0]),
    deleteData: vi.fn(async () => undefined),
  };
  return { client, api: createPersonsApi(client as unknown as ApiClient) };
}

describe('createPersonsApi', () => {
  it('maps the calls to GET/POST/PUT/DELETE /persons', async () => {
    const { client, api } = fakeClient();
    await api.list({ keyword: 'احمد', page: 0, size: 10 });
    expect(client.getList).toHaveBeenCalledWith('persons', { keyword: 'احمد', page: 0, size: 10 }, {});
    await api.get(7);
    expect(client.getData).toHaveBeenCalledWith('persons/7', {});
    const input = { fullName: 'علي حسين', phone: '07701234567' };
    await api.create(input);
    expect(client.postData).toHaveBeenCalledWith('persons', input);
    await api.update(7, input);
    expect(client.putData).toHaveBeenCalledWith('persons/7', input);
    await api.remove(7);
    expect(client.deleteData).toHaveBeenCalledWith('persons/7');
  });

  it("reads a person's contracts and authorizations with personId", async () => {
    const { client, api } = fakeClient();
    await api.deals?.(7);
    expect(client.getList).toHaveBeenCalledWith('contracts', { personId: 7, size: 100 });
    expect(client.getList).toHaveBeenCalledWith('authorizations', { personId: 7, size: 100 });
  });

  it("reads a person's payments with personId, the newest first", async () => {
    const { client, api } = fakeClient();
    await api.payments?.(7);
    expect(client.getList).toHaveBeenCalledWith('payments', {
      personId: 7,
      size: 100,
      sortDirection: 'desc',
    });
  });
});
