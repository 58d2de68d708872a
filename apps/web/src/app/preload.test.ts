import { describe, expect, it } from 'vitest';
import { pageAt } from './preload';

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
