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

describe('preloadPageAt (the page and its first reads during the session check)', () => {
  const company = { roles: ['ROLE_COMPANY'] as const, permissions: [] };
  const sales = (names: string[]) => ({
    roles: ['ROLE_USER'] as const,
    permissions: names.map((name) => ({ name })),
  });

  it('starts the home figures for a stored session that opens the page, with the screen args', () => {
    const read = vi.fn();
    preloadPageAt('/', { session: company as never, read });
    expect(read).toHaveBeenCalledOnce();
    expect(read).toHaveBeenCalledWith(endpoints.dashboard.get, { query: {} });
    read.mockClear();
    preloadPageAt('/', { session: sales(['GET_DASHBOARD']) as never, read });
    expect(read).toHaveBeenCalledOnce();
  });

  it('reads nothing when the stored permissions do not open the page, or for a page without reads', () => {
    const read = vi.fn();
    preloadPageAt('/', { session: sales(['GET_CAR']) as never, read });
    preloadPageAt('/cars', { session: company as never, read });
    preloadPageAt('/login', { session: company as never, read });
    preloadPageAt('/');
    expect(read).not.toHaveBeenCalled();
  });
});
