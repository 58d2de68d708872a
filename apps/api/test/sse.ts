import type { Notification } from '@cc/contracts';
import { expect } from 'vitest';
import { BASE } from './helper';

interface Frame {
  event?: string;
  id?: string;
  data?: string;
}

/** Opens the stream as a browser's fetch reader would, collecting its frames. */
export async function openStream(base: string, token: string, lastEventId?: number) {
  const controller = new AbortController();
  const res = await fetch(`${base}${BASE}/notifications/stream`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(lastEventId ? { 'last-event-id': String(lastEventId) } : {}),
    },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const frames: Frame[] = [];
  let ended = false;
  let buffer = '';
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const frame: Frame = {};
          for (const line of buffer.slice(0, cut).split('\n')) {
            const m = /^(event|id|data): (.*)$/.exec(line);
            if (m) frame[m[1] as keyof Frame] = m[2];
          }
          if (frame.event) frames.push(frame);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  const notes = () =>
    frames.filter((f) => f.event === 'notification').map((f) => JSON.parse(f.data!) as Notification);
  return {
    frames,
    notes,
    ended: () => ended,
    close: () => controller.abort(),
    async waitFor(check: () => boolean, ms = 5000) {
      const until = Date.now() + ms;
      while (!check()) {
        if (Date.now() > until) throw new Error(`stream: timed out; frames ${JSON.stringify(frames)}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}
