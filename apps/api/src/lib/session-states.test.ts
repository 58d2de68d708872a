import { describe, expect, it } from 'vitest';
import { type KeptSession, type SessionState, SessionStates } from './session-state';

const state = (over: Partial<SessionState> = {}): SessionState => ({
  userId: 7,
  kind: 'USER',
  userStatus: 'ACTIVE',
  tokenVersion: 0,
  mustChangePassword: false,
  companyId: 3,
  companyStatus: 'ACTIVE',
  permissionsVersion: 0,
  signInRevokedAt: null,
  deviceId: null,
  ...over,
});
const kept = (over: Partial<SessionState> = {}): KeptSession => ({
  state: state(over),
  permissions: new Set(),
});

/** A loader that counts its reads and answers what `answer` holds at the time. */
function loader(answer: () => KeptSession | null) {
  const loader = async () => {
    loader.reads++;
    return answer();
  };
  loader.reads = 0;
  return loader;
}

describe('SessionStates', () => {
  it('reads a sign-in once and answers the kept state on the next calls', async () => {
    const states = new SessionStates(true);
    const load = loader(() => kept());
    expect((await states.get(7, 1, load))?.state.userStatus).toBe('ACTIVE');
    await states.get(7, 1, load);
    await states.get(7, 1, load);
    expect(load.reads).toBe(1);
    // Another sign-in of the same user is its own entry.
    await states.get(7, 2, load);
    expect(load.reads).toBe(2);
  });

  it('reads again after a change was announced (clear)', async () => {
    const states = new SessionStates(true);
    let current = kept();
    const load = loader(() => current);
    await states.get(7, 1, load);
    current = kept({ signInRevokedAt: new Date() });
    states.clear();
    expect((await states.get(7, 1, load))?.state.signInRevokedAt).not.toBeNull();
    expect(load.reads).toBe(2);
  });

  it('does not keep a state read while a change was being announced', async () => {
    const states = new SessionStates(true);
    let release!: () => void;
    const slow = loader(() => kept());
    const during = states.get(7, 1, async () => {
      const answer = await slow();
      await new Promise<void>((r) => {
        release = r;
      });
      return answer;
    });
    await Promise.resolve();
    await Promise.resolve();
    states.clear(); // the change commits while the old state is on its way
    release();
    expect((await during)?.state.userStatus).toBe('ACTIVE'); // used once…
    const again = loader(() => kept({ userStatus: 'INACTIVE' }));
    expect((await states.get(7, 1, again))?.state.userStatus).toBe('INACTIVE'); // …never kept
  });

  it('keeps nothing while changes from other processes are not heard', async () => {
    const states = new SessionStates(false);
    const load = loader(() => kept());
    await states.get(7, 1, load);
    await states.get(7, 1, load);
    expect(load.reads).toBe(2);
    states.setListening(true);
    await states.get(7, 1, load);
    await states.get(7, 1, load);
    expect(load.reads).toBe(3);
    // The connection drops: what was kept goes too.
    states.setListening(false);
    await states.get(7, 1, load);
    expect(load.reads).toBe(4);
  });

  it('keeps only usable sessions: a refused one is read on every call', async () => {
    const states = new SessionStates(true);
    for (const refused of [
      kept({ userStatus: 'INACTIVE' }),
      kept({ companyStatus: 'SUSPENDED' }),
      kept({ signInRevokedAt: new Date() }),
      null,
    ]) {
      const load = loader(() => refused);
      await states.get(7, 1, load);
      await states.get(7, 1, load);
      expect(load.reads).toBe(2);
    }
  });

  it('trusts a kept state for at most its maximum age', async () => {
    let now = 0;
    const states = new SessionStates(true, 5_000, 100, () => now);
    const load = loader(() => kept());
    await states.get(7, 1, load);
    now = 4_999;
    await states.get(7, 1, load);
    expect(load.reads).toBe(1);
    now = 5_000;
    await states.get(7, 1, load);
    expect(load.reads).toBe(2);
  });
});
