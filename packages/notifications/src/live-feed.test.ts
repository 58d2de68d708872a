import type { Notification } from '@cc/contracts';
import { describe, expect, it, vi } from 'vitest';
import { runStream, startSharedFeed } from './live-feed';

const note = (id: number): Notification => ({
  id,
  kind: 'PAYMENT_RECORDED',
  title: 'تسديد جديد',
  body: 'وصل',
  link: null,
  dealId: null,
  read: false,
  createdAt: '2026-05-01T00:00:00.000Z',
});
const frames = (...parts: string[]) =>
  new Response(parts.join(''), { status: 200, headers: { 'content-type': 'text/event-stream' } });
const event = (n: Notification) => `event: notification\nid: ${n.id}\ndata: ${JSON.stringify(n)}\n\n`;
const end = (reason: string) => `event: end\ndata: {"reason":"${reason}"}\n\n`;

describe('runStream', () => {
  it('tells a change of permissions, and reopens the stream the server ended to reconnect', async () => {
    const answers = [frames('event: permissions\ndata: {}\n\n', end('reconnect')), frames(end('revoked'))];
    const changed = vi.fn();
    const open = vi.fn(async () => answers.shift()!);
    await runStream(
      { open, renew: async () => true, onNotification: () => {}, onPermissionsChanged: changed },
      new AbortController().signal,
      { current: null },
    );
    expect(changed).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('renews the token when the stream expires and resumes after the last id; stops when revoked', async () => {
    const opened: (number | null)[] = [];
    const answers = [
      frames(event(note(5)), end('expired')),
      new Response('', { status: 401 }),
      frames(event(note(6)), end('revoked')),
    ];
    const renew = vi.fn(async () => true);
    const seen: number[] = [];
    await runStream(
      {
        open: async (lastId) => {
          opened.push(lastId);
          return answers.shift()!;
        },
        renew,
        onNotification: (n) => seen.push(n.id),
      },
      new AbortController().signal,
      { current: null },
    );
    expect(seen).toEqual([5, 6]);
    expect(opened).toEqual([null, 5, 5]);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('stops when the session cannot be renewed', async () => {
    const open = vi.fn(async () => new Response('', { status: 401 }));
    await runStream(
      { open, renew: async () => false, onNotification: () => {} },
      new AbortController().signal,
      { current: null },
    );
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('startSharedFeed', () => {
  it('keeps one stream for the tabs: the lock holder streams, the other tab hears it on the channel', async () => {
    // Web Locks as two tabs see them: the first request holds the lock until its callback ends.
    let held = false;
    const waiting: (() => void)[] = [];
    const locks = {
      request: async (_name: string, _options: { signal: AbortSignal }, cb: () => Promise<void>) => {
        if (held) await new Promise<void>((r) => waiting.push(r));
        held = true;
        try {
          await cb();
        } finally {
          held = false;
          waiting.shift()?.();
        }
      },
    };
    let release: () => void = () => {};
    const open = vi.fn(
      async () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(event(note(9))));
              release = () => controller.close();
            },
          }),
        ),
    );
    const tabA: number[] = [];
    const tabB: number[] = [];
    const env = { locks, BroadcastChannel };
    const stopA = startSharedFeed(
      { open, renew: async () => true, onNotification: (n) => tabA.push(n.id) },
      env,
    );
    const stopB = startSharedFeed(
      { open, renew: async () => true, onNotification: (n) => tabB.push(n.id) },
      env,
    );
    await vi.waitFor(() => expect(tabB).toEqual([9]));
    expect(tabA).toEqual([9]);
    expect(open).toHaveBeenCalledTimes(1);
    stopA();
    stopB();
    release();
  });
});
