import type { ApiClient } from '@cc/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createCarsApi } from './api';
import { validateCarValues } from './car-form-values';
import { DEMO_CARS } from './demo-cars';

function fakeClient() {
  const blob = new Blob(['id']);
  const get = vi.fn(() => ({ blob: async () => blob }));
  const client = {
    getList: vi.fn(async () => ({ data: [], pagination: { currentPage: 0, lastPage: 0 } })),
    getData: vi.fn(async () => DEMO_CARS[0]),
    postData: vi.fn(async () => DEMO_CARS[0]),
    putData: vi.fn(async () => DEMO_CARS[0]),
    deleteData: vi.fn(async () => undefined),
    http: { get },
  };
  return { client, blob, api: createCarsApi(client as unknown as ApiClient) };
}

describe('createCarsApi', () => {
  it('maps the calls to GET/POST/PUT/DELETE /car', async () => {
    const { client, api, blob } = fakeClient();
    await api.list({ status: 'Pending', page: 0, size: 10 });
    expect(client.getList).toHaveBeenCalledWith('car', { status: 'Pending', page: 0, size: 10 }, {});
    await api.get(7);
    expect(client.getData).toHaveBeenCalledWith('car/7', {});
    const input = { name: 'كيا سبورتاج', model: 2022, color: 'أسود', plateNumber: 'x', chassisNumber: 'y' };
    await api.create(input);
    expect(client.postData).toHaveBeenCalledWith('car', input);
    await api.update(7, input);
    expect(client.putData).toHaveBeenCalledWith('car/7', input);
    await api.remove(7);
    expect(client.deleteData).toHaveBeenCalledWith('car/7');
    expect(await api.exportCsv?.({ status: 'Pending', columns: 'id,name', keyword: '' })).toBe(blob);
    const [path, options] = client.http.get.mock.calls[0] as unknown as [
      string,
      { searchParams: URLSearchParams },
    ];
    expect(path).toBe('car/export');
    expect(options.searchParams.toString()).toBe('status=Pending&columns=id%2Cname');
  });
});

describe('validateCarValues', () => {
  it('accepts Arabic-Indic digits and sends them as numbers', () => {
    const result = validateCarValues({
      name: 'هيونداي النترا',
      model: '٢٠١٩',
      color: 'فضي',
      type: '',
      plateNumber: 'بغداد 23817 ب',
      chassisNumber: 'KMHDH41E29U761234',
      kilometers: '',
      cylinderCount: '4',
      passengerCount: '',
      engineType: '',
      origin: '',
      notes: '',
    });
    expect(result).toMatchObject({
      ok: true,
      input: { model: 2019, cylinderCount: 4, kilometers: null, type: null },
    });
  });
});
