import type { AddressInfo } from 'node:net';
import net from 'node:net';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, useTestApp } from '../../test/helper';

/**
 * Requests Node's HTTP parser refuses before any route runs (over-long headers, broken framing, garbage)
 * and the few it answers on its own (a missing Host, an unknown Expect, CONNECT): sent byte for byte on
 * a raw socket to a listening server, as a proxy or a broken client would send them. Every answer is the
 * one error body with an Arabic message, and a connection the server closes says `Connection: close`;
 * one it keeps open still serves the next request.
 */
const t = useTestApp();
let port = 0;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection after the answer. */
  closed: boolean;
  /** The client had ended its side first (it gave up waiting). */
  ended?: boolean;
  /** The answer to a GET /health sent next on the same connection (when it stayed open). */
  next?: { status: number; body: string };
}

const HEALTH = `GET ${BASE}/health HTTP/1.1\r\nHost: x\r\n\r\n`;

/** Parses one HTTP answer at the start of `raw` (content-length bodies only); null while incomplete. */
function parse(
  raw: Buffer,
): { status: number; headers: Record<string, string>; body: string; end: number } | null {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return null;
  const [statusLine, ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  if (raw.length < split + 4 + length) return null;
  return {
    status: Number(statusLine!.split(' ')[1]),
    headers,
    body: raw.subarray(split + 4, split + 4 + length).toString('utf8'),
    end: split + 4 + length,
  };
}

/**
 * Sends `request` on a fresh connection; answers the reply, and whether the connection stays usable.
 * `giveUpMs`: when no answer has come by then (the server waits for bytes that never come), the client
 * ends its side, as a client that gave up would, and the answer to that is taken (`ended`).
 */
function send(request: string | Buffer, giveUpMs?: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let raw = Buffer.alloc(0);
    let first: Answer | null = null;
    let ended = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer in 5 s: ${raw.toString('latin1').slice(0, 300)}`));
    }, 5000);
    if (giveUpMs !== undefined) {
      setTimeout(() => {
        if (first || socket.destroyed) return;
        ended = true;
        socket.end();
      }, giveUpMs);
    }
    const finish = (answer: Answer) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    socket.on('data', (chunk) => {
      raw = Buffer.concat([raw, chunk]);
      if (!first) {
        const parsed = parse(raw);
        if (!parsed) return;
        first = { status: parsed.status, headers: parsed.headers, body: parsed.body, closed: false };
        raw = raw.subarray(parsed.end);
        // A connection the answer says is closing is watched until it ends; any other is used again.
        if (ended) return finish({ ...first, closed: true, ended });
        if (parsed.headers.connection?.toLowerCase() !== 'close') socket.write(HEALTH);
      }
      const next = parse(raw);
      if (next) finish({ ...first, next: { status: next.status, body: next.body } });
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      if (first) finish({ ...first, closed: true, ended });
      else {
        clearTimeout(timer);
        resolve({ status: 0, headers: {}, body: raw.toString('latin1'), closed: true, ended });
      }
    });
    socket.write(request);
  });
}

const ARABIC = /[\u0600-\u06FF]/;

/** The body is the product's error body: `{message, code}` with an Arabic message. */
function isErrorBody(text: string): boolean {
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    return typeof body.message === 'string' && ARABIC.test(body.message) && typeof body.code === 'string';
  } catch {
    return false;
  }
}

/** The answer is in the product's shape and leaves the connection clean: closed with notice, or reusable. */
function problemsOf(answer: Answer, status: number | 'any refusal'): string[] {
  const problems: string[] = [];
  if (status === 'any refusal' ? answer.status < 400 : answer.status !== status)
    problems.push(`status ${answer.status}, expected ${status}`);
  if (!isErrorBody(answer.body))
    problems.push(`body is not {message (Arabic), code}: ${answer.body.slice(0, 120)}`);
  // A client that ended its side gets its connection closed after the answer: no notice needed.
  if (answer.closed && !answer.ended && answer.headers.connection?.toLowerCase() !== 'close')
    problems.push('connection closed without Connection: close');
  // The next request is served; or, when the damaged one declared a body it never sent (a GET with
  // chunked framing), the next one is read as that body and refused, in the same shape.
  const next = answer.next;
  if (!answer.closed && next?.status !== 200 && !(status === 'any refusal' && next && isErrorBody(next.body)))
    problems.push(`the next request on it answered ${next?.status}`);
  return problems;
}

const LONG = 'a'.repeat(20 * 1024);

/** Hostile or broken requests, and the status each must get. */
const CASES: { name: string; request: string; status: number }[] = [
  {
    name: '20 KB query string',
    request: `GET ${BASE}/health?q=${LONG} HTTP/1.1\r\nHost: x\r\n\r\n`,
    status: 431,
  },
  {
    name: '20 KB header',
    request: `GET ${BASE}/health HTTP/1.1\r\nHost: x\r\nX-Big: ${LONG}\r\n\r\n`,
    status: 431,
  },
  {
    name: 'Transfer-Encoding and Content-Length together',
    request: `POST ${BASE}/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    status: 400,
  },
  {
    name: 'two different Content-Lengths',
    request: `POST ${BASE}/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
    status: 400,
  },
  {
    name: 'a Content-Length that is no number',
    request: `POST ${BASE}/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 1x\r\n\r\n{}`,
    status: 400,
  },
  {
    name: 'chunked not last in Transfer-Encoding',
    request: `POST ${BASE}/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, identity\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    status: 400,
  },
  {
    name: 'a chunk size that is no hex',
    request: `POST ${BASE}/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    status: 400,
  },
  {
    name: 'a method with a space',
    request: `GE T ${BASE}/health HTTP/1.1\r\nHost: x\r\n\r\n`,
    status: 400,
  },
  {
    name: 'a header name with a space',
    request: `GET ${BASE}/health HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n`,
    status: 400,
  },
  {
    name: 'a folded header line (obs-fold)',
    request: `GET ${BASE}/health HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n  continued\r\n\r\n`,
    status: 400,
  },
  { name: 'an unknown HTTP version', request: `GET ${BASE}/health HTTP/9.9\r\nHost: x\r\n\r\n`, status: 400 },
  { name: 'not HTTP at all', request: 'hello there\r\n\r\n', status: 400 },
  {
    name: 'a bare LF in the request line',
    request: `GET ${BASE}/health HTTP/1.1\nHost: x\r\n\r\n`,
    status: 400,
  },
  { name: 'a NUL in the path', request: `GET ${BASE}/he\u0000alth HTTP/1.1\r\nHost: x\r\n\r\n`, status: 400 },
  {
    name: 'a 20 KB chunk extension',
    request: `POST ${BASE}/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2;${LONG}\r\n{}\r\n0\r\n\r\n`,
    status: 413,
  },
  { name: 'no Host header (HTTP/1.1)', request: `GET ${BASE}/health HTTP/1.1\r\n\r\n`, status: 400 },
  {
    name: 'an Expect other than 100-continue',
    request: `GET ${BASE}/health HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\n\r\n`,
    status: 417,
  },
  {
    name: 'CONNECT',
    request: 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    status: 405,
  },
];

/** Valid requests that the damage below starts from (no token: a quick 401 where one is needed). */
const VALID = [
  `GET ${BASE}/health HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\n\r\n`,
  `POST ${BASE}/files HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
  `POST ${BASE}/files HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
];
const FRAMING_RUNS = Number(process.env.FRAMING_RUNS ?? 60);
const NASTY = ['\u0000', '\r', '\n', ' ', ':', '\u007f', '\u00ff', '\t', '"', ';', ',', '\r\n'];
/** One edit of a request's bytes: a nasty character inserted, a byte dropped, a header doubled or swollen. */
const damage: fc.Arbitrary<(r: string) => string> = fc.oneof(
  fc.tuple(fc.nat(), fc.constantFrom(...NASTY)).map(([at, c]) => (r: string) => {
    const i = at % r.length;
    return r.slice(0, i) + c + r.slice(i);
  }),
  fc.nat().map((at) => (r: string) => {
    const i = at % r.length;
    return r.slice(0, i) + r.slice(i + 1);
  }),
  fc
    .constantFrom('Content-Length: 7', 'Transfer-Encoding: chunked', 'Transfer-Encoding: gzip', 'Host: y')
    .map((header) => (r: string) => r.replace('\r\n', `\r\n${header}\r\n`)),
  fc
    .integer({ min: 8, max: 24 })
    .map((kb) => (r: string) => r.replace('\r\n', `\r\nX-Pad: ${'p'.repeat(kb * 1024)}\r\n`)),
);

describe('refusals before any route: the error body, and a clean connection', () => {
  it('answers every broken request with an Arabic {message, code} and closes with notice', async () => {
    const failures: string[] = [];
    for (const c of CASES) {
      const problems = problemsOf(await send(c.request), c.status);
      if (problems.length) failures.push(`${c.name}: ${problems.join('; ')}`);
    }
    console.log(
      `raw requests: ${CASES.length}, answered in the product's shape: ${CASES.length - failures.length}`,
    );
    expect(failures).toEqual([]);
  });

  it('answers requests with random damage to their framing in the same shape (fast-check, fixed seed)', async () => {
    let sent = 0;
    let refused = 0;
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...VALID),
        fc.array(damage, { minLength: 1, maxLength: 3 }),
        async (base, ops) => {
          const request = ops.reduce((r, op) => op(r), base);
          const answer = await send(request, 300);
          sent++;
          // Damage that leaves a valid request (a harmless byte in a header value) may well succeed.
          if (answer.status > 0 && answer.status < 400) return;
          refused++;
          const problems = problemsOf(answer, 'any refusal');
          if (problems.length)
            failures.push(`${JSON.stringify(request.slice(0, 160))}: ${problems.join('; ')}`);
        },
      ),
      { numRuns: FRAMING_RUNS, seed: 20261130 },
    );
    console.log(
      `framing fuzz: ${sent} damaged requests, ${refused} refused, ${refused - failures.length} in the product's shape`,
    );
    expect(failures.slice(0, 10)).toEqual([]);
    expect(refused).toBeGreaterThan(sent / 3);
  });

  it('says exactly what a 20 KB query string is, and the client can go on on a new connection', async () => {
    const answer = await send(`GET ${BASE}/car?q=${LONG} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'عنوان الطلب أو ترويساته أطول من المسموح',
    });
    expect(answer.closed).toBe(true);
    expect((await send(HEALTH)).status).toBe(200);
  });

  it('keeps a connection open after an ordinary refusal (a 404 of the router)', async () => {
    const answer = await send(`GET ${BASE}/no-such-route HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(404);
    expect(answer.closed).toBe(false);
    expect(answer.next?.status).toBe(200);
  });
});
