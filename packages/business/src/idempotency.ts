/**
 * A fresh Idempotency-Key, made once per opening of the payment dialog: a request retried after a dropped
 * connection sends it again and gets the stored
 * answer, never a second payment.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain-http LAN installs fall back to getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** How many times a write refused 409 PLAN_BUSY is sent again. */
export const PLAN_BUSY_RETRIES = 3;

/**
 * Mutation options of a write that carries an Idempotency-Key (a payment, a settlement): a refusal 409
 * PLAN_BUSY ('عملية أخرى على هذه الخطة قيد التنفيذ، أعد المحاولة': another write held the plan, nothing
 * was done) is sent again with the same variables, so the same key, after about 250, 500 and 1000 ms
 * (± half, so that a burst of clients does not come back at once). Any other refusal shows at once.
 *
 * @example
 * const record = useResourceMutation(endpoints.payments.create, planBusyRetry);
 */
export const planBusyRetry = {
  retry: (failures: number, error: { code?: string }) =>
    error.code === 'PLAN_BUSY' && failures < PLAN_BUSY_RETRIES,
  retryDelay: (failures: number) => 250 * 2 ** failures * (0.5 + Math.random()),
};
