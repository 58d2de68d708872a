import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE_PATH } from '@cc/contracts';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer (web app and API), computed once by helmet (`securityHeaders`).
 *
 * The tokens live in localStorage, so the Content-Security-Policy is the main defence against a script
 * injected through stored text: scripts only from our own origin (no inline script, no eval), nothing
 * may frame the app (clickjacking), no plugins, forms and <base> only to ourselves. Styles allow
 * inline `style` attributes: React sets them (the designer positions every element with them) and a
 * style cannot run code. Images may be data: and blob: URLs (logos and the designer's previews).
 *
 * The API docs page (Swagger UI) runs its own inline start-up script: only its routes get the
 * relaxed script rule.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Where Firebase's browser SDK registers a push token: allowed only when browser push is configured. */
export const PUSH_CONNECT_SOURCES = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];

const DOCS_PREFIX = `${API_BASE_PATH}/docs`;

/**
 * Every answer's security headers, as helmet computes them from our options (frame `DENY`, this
 * referrer policy, HSTS for 180 days with subdomains, no COEP). None depends on the request, so helmet
 * runs once here, against a recording answer, and the hook below sets the recorded headers on each
 * answer: @fastify/helmet ran helmet's middlewares on every request (3% of the cars list's CPU time
 * under load). The test pins every header, so a helmet upgrade that changes one is seen.
 */
export function securityHeaders(push = false): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let failure: unknown;
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: push
        ? { ...CONTENT_SECURITY_POLICY, 'connect-src': ["'self'", ...PUSH_CONNECT_SOURCES] }
        : CONTENT_SECURITY_POLICY,
    },
    // The app opens no cross-origin windows and embeds nothing cross-origin.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only matters behind TLS, which a reverse proxy terminates; it is harmless on plain HTTP.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * `corsOrigins` (CORS_ORIGINS): other origins allowed to call the API from a browser. Empty by default:
 * no CORS header is sent, so no other site can read the API's answers.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  corsOrigins: readonly string[],
  push = false,
) {
  if (corsOrigins.length > 0) {
    await app.register(cors, {
      origin: [...corsOrigins],
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'x-fcm-token'],
      maxAge: 600,
    });
  }
  const headers = securityHeaders(push);
  // On the raw answer, as helmet set them: a hijacked answer (the notification stream) carries them
  // too. A callback hook: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeaders(headers);
    if (request.url.startsWith(DOCS_PREFIX)) {
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
      );
    }
    done();
  });
}
