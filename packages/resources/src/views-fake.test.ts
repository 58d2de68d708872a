import { endpoints, MAX_VIEWS_PER_LIST, SERVER_MESSAGES } from '@cc/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApi } from './testing';

const save = (fake: ReturnType<typeof createTestApi>, name: string) =>
  fake.client.call(endpoints.views.create, {
    body: { resource: 'cars', name, shared: false, state: { filters: {} } } as never,
  });

describe("the fake's saved views", () => {
  it('keeps at most MAX_VIEWS_PER_LIST own views, as the server does: one more is refused, a kept name replaced', async () => {
    const fake = createTestApi();
    const own = fake.db.views.filter((v) => v.mine).length;
    for (let i = own; i < MAX_VIEWS_PER_LIST; i++) await save(fake, `عرض ${i}`);
    const refused = await save(fake, 'عرض زائد').catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409, message: SERVER_MESSAGES.viewLimitReached });
    // Saving under a name it keeps replaces that view: still allowed at the limit.
    const kept = fake.db.views.find((v) => v.mine)!;
    const replaced = await save(fake, kept.name);
    expect(replaced.data.id).toBe(kept.id);
    expect(fake.db.views.filter((v) => v.mine)).toHaveLength(MAX_VIEWS_PER_LIST);
  });
});
