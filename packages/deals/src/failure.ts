/**
 * The message to show for a failed call: the error's (an ApiError's is the server's Arabic message),
 * else `fallback`.
 *
 * @example
 * toast.error(failureMessage(error, DEALS_MESSAGES.cancelFailed));
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
