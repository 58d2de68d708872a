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
