import { API_BASE_PATH } from '@cc/contracts';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (web app and API), through @fastify/helmet.
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
  await app.register(helmet, {
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
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(DOCS_PREFIX)) {
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
      );
    }
  });
}
