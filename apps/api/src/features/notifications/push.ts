/** One push to one browser. */
export interface PushMessage {
  token: string;
  title: string;
  body: string;
  /** The app page to open on a click (absolute path), or null. */
  link: string | null;
  notificationId: number;
}

/**
 * Sends pushes. Answers 'sent', or 'invalid-token' when the push service says the token is dead (it is
 * then unbound); throws on a failure worth retrying.
 */
export interface PushSender {
  send(message: PushMessage): Promise<'sent' | 'invalid-token'>;
}

/**
 * A sender for tests and development: keeps what it was asked to send; `failNext(n)` makes the next n
 * sends throw (a push service that is down).
 *
 * @example
 * const sender = new RecordingPushSender();
 * sender.failNext(2);
 */
export class RecordingPushSender implements PushSender {
  readonly sent: PushMessage[] = [];
  attempts = 0;
  private failures = 0;
  deadTokens = new Set<string>();

  failNext(n: number) {
    this.failures = n;
  }

  async send(message: PushMessage) {
    this.attempts++;
    if (this.failures > 0) {
      this.failures--;
      throw new Error('push service unavailable');
    }
    if (this.deadTokens.has(message.token)) return 'invalid-token' as const;
    this.sent.push(message);
    return 'sent' as const;
  }
}
