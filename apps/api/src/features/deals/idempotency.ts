import { createHash } from 'node:crypto';
import type { paymentResponseSchema } from '@cc/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { companyOf, type RequestContext } from '../../lib/context';
import { conflict } from '../../lib/errors';
import { MSG } from '../../messages';
import * as repo from './repository';

// Idempotency-Key of the ledger's writes (POST /payments, POST /payment-plans/{id}/settle): the answer is
// stored with the entry in one transaction, and a retry with the same key gets it back.

/** The answer of POST /payments (and of a settlement), stored as is for a retry with the same Idempotency-Key. */
export type PaymentAnswer = z.output<typeof paymentResponseSchema>;

/** Idempotency-Key of a request: its hash of the body, so the same key with another body is a 409. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * A stored answer from before migration 0005 lacks the payment's reversal fields, which the response
 * schema requires: a retry gets them with their values for a payment (a payment, not reversed then).
 */
function withReversalFields(body: unknown): unknown {
  const data = (body as { data?: Record<string, unknown> } | null)?.data;
  if (!data || typeof data !== 'object' || 'kind' in data) return body;
  return {
    ...(body as object),
    data: {
      kind: 'PAYMENT',
      reversalOf: null,
      reversal: null,
      reversedAt: null,
      reverseReason: null,
      ...data,
    },
  };
}

/** The answer stored under the caller's key, null when none; 409 when the key was used for another body. */
export async function storedAnswer(tx: Executor, ctx: RequestContext, key: string, hash: string) {
  const row = await repo.findStoredAnswer(tx, companyOf(ctx), ctx.userId, key);
  if (!row) return null;
  if (row.requestHash !== hash) throw conflict(MSG.idempotencyMismatch);
  // Written from a PaymentAnswer; the route's response schema checks it again on the way out.
  return withReversalFields(row.response) as PaymentAnswer;
}

/**
 * How long a stored answer is kept: far longer than any client retries a request (seconds, or the day a
 * connection came back), short enough that the table does not grow with the ledger. An older key is a
 * new key.
 */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** Deletes the answers stored more than {@link IDEMPOTENCY_KEY_DAYS} before `now` (the hourly job). */
export function purgeStoredAnswers(db: Db, now: Date = new Date()): Promise<number> {
  return repo.deleteStoredAnswersBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 86_400_000));
}
