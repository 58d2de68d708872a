/**
 * Role calls have no error handling and no messages (spec §8): a failure is only logged, and the
 * screen reloads what it shows so it never displays a state the server refused.
 *
 * @example
 * ```ts
 * logRoleCallFailure('POST role', error);
 * ```
 */
export function logRoleCallFailure(call: string, error: unknown): void {
  console.warn(`[roles] ${call} failed`, error);
}
