import { endpoints } from '@cc/contracts';
import { describe, expect, it, vi } from 'vitest';
import { pageAt, preloadPageAt } from './preload';

describe('pageAt (the page whose chunk loads during the session check)', () => {
  it('finds the page of a path, parameters included, as the router mounts it', () => {
    expect(pageAt('/')?.path).toBe('');
    expect(pageAt('/cars')?.path).toBe('cars');
    expect(pageAt('/adminDashboard')?.path).toBe('');
    expect(pageAt('/adminDashboard/companies')?.path).toBe('companies');
    const deal = pageAt('/contracts/12');
    expect(deal?.path).toBe('contracts/:id');
  });

  it('finds nothing for the login page or an unknown path', () => {
    expect(pageAt('/login')).toBeUndefined();
    expect(pageAt('/no-such-page')).toBeUndefined();
  });
});

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://app.test');
  return { pathname, search };
};

describe('preloadPageAt (the page and its first reads during the session check)', () => {
  const company = { roles: ['ROLE_COMPANY'] as const, permissions: [] };
  const sales = (names: string[]) => ({
    roles: ['ROLE_USER'] as const,
    permissions: names.map((name) => ({ name })),
  });

  it('starts the home figures for a stored session that opens the page, with the screen args', () => {
    const read = vi.fn();
    preloadPageAt(at('/'), { session: company as never, read });
    expect(read).toHaveBeenCalledOnce();
    expect(read).toHaveBeenCalledWith(endpoints.dashboard.get, { query: {} });
    read.mockClear();
    preloadPageAt(at('/'), { session: sales(['GET_DASHBOARD']) as never, read });
    expect(read).toHaveBeenCalledOnce();
  });

  it("starts the cars list's first page with the query its address gives the table", async () => {
    // The query's building (the cars' reads.ts) loads beside the page's chunk, so the read follows it.
    const read = vi.fn();
    preloadPageAt(at('/cars'), { session: sales(['PERSON_READ']) as never, read });
    await vi.waitFor(() =>
      expect(read).toHaveBeenCalledWith(endpoints.cars.list, {
        query: { status: 'Pending', page: 0, size: 10 },
      }),
    );
    read.mockClear();
    preloadPageAt(at('/cars?status=Active'), { session: company as never, read });
    await vi.waitFor(() =>
      expect(read).toHaveBeenCalledWith(endpoints.cars.list, {
        query: { status: 'Active', page: 0, size: 10 },
      }),
    );
  });

  it("starts a deal's page's deal, by the id its address gives, as the screen reads it", async () => {
    const read = vi.fn();
    preloadPageAt(at('/contracts/13'), { session: sales(['GET_CONTRACT']) as never, read });
    await vi.waitFor(() =>
      expect(read).toHaveBeenCalledWith(endpoints.contracts.get, { params: { id: 13 } }),
    );
    read.mockClear();
    preloadPageAt(at('/authorizations/4'), { session: company as never, read });
    await vi.waitFor(() =>
      expect(read).toHaveBeenCalledWith(endpoints.authorizations.get, { params: { id: 4 } }),
    );
    read.mockClear();
    // An id that is not one (the page says the deal is not there) and a user the page is closed to.
    preloadPageAt(at('/contracts/abc'), { session: company as never, read });
    preloadPageAt(at('/contracts/13'), { session: sales(['PERSON_READ']) as never, read });
    await new Promise((r) => setTimeout(r, 50));
    expect(read).not.toHaveBeenCalled();
  });

  it('reads nothing when the stored permissions do not open the page, or for a page without reads', () => {
    const read = vi.fn();
    preloadPageAt(at('/'), { session: sales(['GET_CAR']) as never, read });
    preloadPageAt(at('/cars'), { session: sales(['GET_CAR']) as never, read });
    preloadPageAt(at('/installments'), { session: company as never, read });
    preloadPageAt(at('/login'), { session: company as never, read });
    preloadPageAt(at('/'));
    expect(read).not.toHaveBeenCalled();
  });
});
