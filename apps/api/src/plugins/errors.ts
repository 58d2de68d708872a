import type { ErrorBody, FieldError } from '@cc/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDataException, isLockTimeout, isStatementTimeout } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { MSG } from '../messages';
import { sharedPlugin } from './plugin';

const body = (code: ErrorBody['code'], message: string, errors?: FieldError[]): ErrorBody =>
  errors ? { message, code, errors } : { message, code };

const fieldOf = (context: string | undefined, instancePath: string) => {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
};

/**
 * Every failure leaves as `{message, code, errors?}` with an Arabic message and the right status
 * (docs/architecture.md#errors); anything unexpected becomes a generic 500 with no internals (the log keeps them).
 */
export const errorsPlugin = sharedPlugin(async (app) => {
  // JSON parser: an empty body with a JSON content type means "no body"; malformed JSON is a 400.
  app.removeContentTypeParser(['application/json']);
  const parseJson = (
    _request: FastifyRequest,
    raw: string | Buffer,
    done: (err: Error | null, body?: unknown) => void,
  ) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError(400, 'VALIDATION_FAILED', MSG.malformedJson), undefined);
    }
  };
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJson);
  app.addContentTypeParser(/^application\/[\w.+-]+\+json$/, { parseAs: 'string' }, parseJson);

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(body(error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: fieldOf(error.validationContext, issue.instancePath),
        message: issue.message ?? MSG.validation,
      }));
      return reply.code(400).send(body('VALIDATION_FAILED', MSG.validation, errors));
    }
    if (error.validation) {
      return reply.code(400).send(body('VALIDATION_FAILED', MSG.validation));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return reply.code(500).send(body('INTERNAL', MSG.internal));
    }
    if (isDataException(error)) {
      // A value the schemas let through but PostgreSQL refuses (a date or number out of its range): the
      // input is at fault, never a 500. Logged as a warning: the schema that let it through needs a limit.
      request.log.warn({ err: error }, 'database refused a value');
      return reply.code(400).send(body('VALIDATION_FAILED', MSG.validation));
    }
    if (isLockTimeout(error)) {
      // A plan's lock not had within its lock_timeout (lockPlan): nothing was done; the same request
      // (same Idempotency-Key) may be sent again, which the web client does for a payment.
      request.log.info({ err: error }, 'plan busy');
      reply.header('retry-after', '1');
      return reply.code(409).send(body('PLAN_BUSY', MSG.planBusy));
    }
    if (isStatementTimeout(error)) {
      // A statement ran past the connection's statement_timeout (db/client.ts): the database is up.
      request.log.warn({ err: error }, 'statement timeout');
      reply.header('retry-after', '5');
      return reply.code(503).send(body('UNAVAILABLE', MSG.statementTimeout));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const message = request.routeOptions.config?.tooLargeMessage ?? MSG.payloadTooLarge;
      return reply.code(413).send(body('PAYLOAD_TOO_LARGE', message));
    }
    if (status === 415) return reply.code(415).send(body('VALIDATION_FAILED', MSG.unsupportedMediaType));
    if (status === 429) return reply.code(429).send(body('TOO_MANY_ATTEMPTS', MSG.tooManyRequests));
    if (status === 404) return reply.code(404).send(body('NOT_FOUND', MSG.routeNotFound));
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'bad request');
      return reply.code(400).send(body('VALIDATION_FAILED', MSG.badRequest));
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL stopped or restarting: a clean, quick answer; the pool reconnects on a later request.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.code(503).send(body('UNAVAILABLE', MSG.databaseUnavailable));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(body('INTERNAL', MSG.internal));
  });
}, 'errors');

/** 404 for an unknown route: Arabic JSON under the API; the web app's fallback (if any) elsewhere. */
export function notFoundHandler(
  apiBase: string,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === apiBase || path.startsWith(`${apiBase}/`) || path.startsWith('/api/');
    if (!isApi && fallback && (request.method === 'GET' || request.method === 'HEAD'))
      return fallback(request, reply);
    return reply.code(404).send(body('NOT_FOUND', MSG.routeNotFound));
  };
}
