import { describe, expect, it } from 'vitest';
import { localViewsAdapter } from './views-adapter';

describe('localViewsAdapter', () => {
  it('saves, lists and removes views in local storage', async () => {
    const views = localViewsAdapter('test-views');
    expect(views.canShare).toBe(false);
    const state = {
      keyword: 'كيا',
      filters: { status: 'Paid' },
      sort: { key: 'model', direction: 'asc' as const },
    };
    const saved = await views.save({ name: 'المباعة', state, shared: true });
    expect(saved).toMatchObject({ name: 'المباعة', mine: true, shared: false, state });
    expect(await localViewsAdapter('test-views').list()).toHaveLength(1);
    await views.remove(saved.id);
    expect(await views.list()).toEqual([]);
  });
});
