import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@cc/contracts';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../messages';

/**
 * The refusals that never reach a route: Node's HTTP parser refusing a request (over-long headers,
 * broken framing, garbage), and the few requests Node's server answers on its own (an HTTP/1.1 request
 * without Host, an `Expect` other than 100-continue, CONNECT). Each gets the one error body with an
 * Arabic message, like every other refusal, and the connection is closed with notice
 * (`Connection: close`), so a client or proxy knows not to send its next request on it.
 */

/** The status and body of a request the parser refused (Node's own mapping of its errors). */
function refusalOf(code: string | undefined): { status: number; body: ErrorBody } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, body: { code: 'PAYLOAD_TOO_LARGE', message: MSG.headersTooLarge } };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: MSG.payloadTooLarge } };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: { code: 'VALIDATION_FAILED', message: MSG.requestTimeout } };
    default:
      return { status: 400, body: { code: 'VALIDATION_FAILED', message: MSG.malformedRequest } };
  }
}

/** How long a refused connection may still deliver what the client was sending before it is cut. */
const LINGER_MS = 2000;
const answered = new WeakSet<Duplex>();

/**
 * Writes a whole answer on a raw socket and closes it. The write side is ended (the client reads the
 * answer, then sees the end) and what the client still sends is read and dropped for a moment: a socket
 * destroyed with unread data resets the connection, and the client may then lose the answer.
 */
function answerAndClose(socket: Duplex, status: number, body: ErrorBody, extra = ''): void {
  if (answered.has(socket)) return;
  answered.add(socket);
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      extra +
      'Connection: close\r\n\r\n' +
      json,
  );
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/**
 * Fastify's `clientErrorHandler`: the parser refused the request. Nothing is written when the
 * connection is gone, or when an answer to an earlier request on it is already under way (writing would
 * corrupt it; Node does the same): then the connection is only closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (answered.has(socket)) return;
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  this.log.debug({ err: error }, 'request refused by the HTTP parser');
  const { status, body } = refusalOf(error.code);
  answerAndClose(socket, status, body);
}

/** Node's server options: requests without Host reach the hook below (Node would answer 400 with no body). */
export const HTTP_SERVER_OPTIONS = { requireHostHeader: false };

/**
 * The refusals Node's server would write on its own, in our shape: a request without Host (HTTP/1.1
 * requires one), an `Expect` it cannot meet (417), CONNECT (405; this is no proxy).
 */
export function registerServerRefusals(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      return reply
        .code(400)
        .header('connection', 'close')
        .send({ code: 'VALIDATION_FAILED', message: MSG.malformedRequest } satisfies ErrorBody);
    }
  });
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const json = JSON.stringify({
      code: 'VALIDATION_FAILED',
      message: MSG.expectationFailed,
    } satisfies ErrorBody);
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      connection: 'close',
    });
    response.end(json);
  });
  app.server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => {});
    answerAndClose(socket, 405, { code: 'VALIDATION_FAILED', message: MSG.methodNotAllowed });
  });
}
