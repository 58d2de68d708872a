import { describe, expect, it } from 'vitest';
import { readEventStream, type StreamEvent } from './sse';

const bodyOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('readEventStream', () => {
  it('reads events split anywhere across chunks, skipping comments and joining data lines', async () => {
    const events: StreamEvent[] = [];
    await readEventStream(
      bodyOf(
        'retry: 5000\n: open\n\nevent: notifi',
        'cation\nid: 7\ndata: {"id":7}\n',
        '\nda',
        'ta: a\ndata: b\r\n\r\n',
      ),
      (e) => events.push(e),
    );
    expect(events).toEqual([
      { event: 'notification', id: '7', data: '{"id":7}' },
      { event: 'message', id: null, data: 'a\nb' },
    ]);
  });
});
