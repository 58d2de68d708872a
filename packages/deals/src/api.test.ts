import type { ApiClient } from '@cc/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createDealsApi } from './api';

function fakeClient() {
  const ok = { data: [], pagination: { currentPage: 0, lastPage: 0, pageSize: 10, totalItems: 0 } };
  return {
    getList: vi.fn(async () => ok),
    getData: vi.fn(async () => ({})),
    postData: vi.fn(async () => ({})),
    putData: vi.fn(async () => ({})),
    deleteData: vi.fn(async () => null),
  };
}

describe('createDealsApi', () => {
  it('calls the routes of its kind', async () => {
    const client = fakeClient();
    const api = createDealsApi(client as unknown as ApiClient, 'authorizations');
    await api.list({ planStatus: 'ACTIVE' });
    await api.get(3);
    await api.cancel(3, 'سبب');
    await api.reschedule(9, { installmentCount: 3, firstDueDate: '2025-01-01' });
    await api.searchPendingCars('كامري');
    await api.reversePayment(12, 'إيصال خاطئ');
    await api.templates();
    expect(client.getData).toHaveBeenCalledWith('templates/company');
    expect(client.postData).toHaveBeenCalledWith('payments/12/reverse', { reason: 'إيصال خاطئ' });
    expect(client.getList).toHaveBeenCalledWith('authorizations', { planStatus: 'ACTIVE' }, {});
    expect(client.getData).toHaveBeenCalledWith('authorizations/3', {});
    expect(client.deleteData).toHaveBeenCalledWith('authorizations/3', { reason: 'سبب' });
    expect(client.putData).toHaveBeenCalledWith('payment-plans/9/schedule', {
      installmentCount: 3,
      firstDueDate: '2025-01-01',
    });
    expect(client.getList).toHaveBeenCalledWith('car', { status: 'Pending', keyword: 'كامري', size: 20 });
  });

  it('sends a fresh Idempotency-Key with every payment', async () => {
    const client = fakeClient();
    const api = createDealsApi(client as unknown as ApiClient, 'contracts');
    const body = { planId: 1, amount: '1000', method: 'CASH' as const };
    await api.recordPayment(body);
    await api.recordPayment(body);
    const keys = client.postData.mock.calls.map(
      (call) => (call as unknown[])[2] as { headers: Record<string, string> },
    );
    expect(client.postData).toHaveBeenCalledWith('payments', body, expect.anything());
    const [a, b] = keys.map((k) => k.headers['idempotency-key']);
    expect(a).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(a).not.toBe(b);
  });
});
