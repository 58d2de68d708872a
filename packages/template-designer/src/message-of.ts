/** The message of a failure when it has one worth showing (the api client's errors carry the server's Arabic text). */
export function messageOf(error: unknown): string | null {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}
