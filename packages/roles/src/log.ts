/**
 * Grants, revocations and the master switch show no messages: a failure is logged, and the
 * panel reloads what it shows so it never displays a state the server refused.
 *
 * @example
 * ```ts
 * logRoleCallFailure('POST link-to-role', error);
 * ```
 */
export function logRoleCallFailure(call: string, error: unknown): void {
  console.warn(`[roles] ${call} failed`, error);
}
