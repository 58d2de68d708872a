/**
 * The message to show for a failed call: the server's message (an ApiError's message already is the
 * server's Arabic text), else `fallback`.
 *
 * @example
 * toast.error(failureMessage(error, PERSONS_MESSAGES.deleteFailed));
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
