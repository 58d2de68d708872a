/** One server-sent event: its type (default 'message'), id and data. */
export interface StreamEvent {
  event: string;
  id: string | null;
  data: string;
}

/**
 * Reads a text/event-stream body (the WHATWG server-sent events format: `field: value` lines, an empty
 * line ends an event, `:` lines are comments, several `data` lines join with '\n') and calls `onEvent`
 * for each event. Resolves when the body ends; rejects when it is aborted or fails.
 *
 * @example
 * const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
 * await readEventStream(res.body!, (e) => console.log(e.event, e.data));
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let current: { event: string; id: string | null; data: string[] } = { event: '', id: null, data: [] };
  const line = (text: string) => {
    if (text === '') {
      if (current.data.length > 0 || current.event)
        onEvent({ event: current.event || 'message', id: current.id, data: current.data.join('\n') });
      current = { event: '', id: null, data: [] };
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') current.event = value;
    else if (field === 'data') current.data.push(value);
    else if (field === 'id') current.id = value;
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut = buffer.search(/\r\n|\n|\r/);
    while (cut >= 0) {
      const size = buffer.startsWith('\r\n', cut) ? 2 : 1;
      line(buffer.slice(0, cut));
      buffer = buffer.slice(cut + size);
      cut = buffer.search(/\r\n|\n|\r/);
    }
  }
}
