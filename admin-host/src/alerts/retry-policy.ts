// When a mail that could not be sent is tried again. An SMTP server that is down or refusing for a
// while (4xx, a refused connection, a time-out) delays mail: the wait doubles from a minute up to
// four hours between tries, and after ten tries (about eight hours of trying) the mail is given up
// and shown as failed in the console. A permanent refusal (5xx: no such mailbox) is not retried.

export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { firstDelayMs: 60_000, maxDelayMs: 4 * 60 * 60_000, maxAttempts: 10 };

/** The wait after the `attempts`-th failed try (1 → 1 min, 2 → 2 min, … capped). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const exponent = Math.max(0, attempts - 1);
  // 2^exponent overflows to Infinity long after the cap; Math.min keeps the cap.
  return Math.min(policy.firstDelayMs * 2 ** exponent, policy.maxDelayMs);
}

export type AfterFailure = { state: 'queued'; nextAttemptAt: number } | { state: 'failed' };

/** What becomes of a mail whose `attempts`-th try failed at `now`. */
export function afterFailure(attempts: number, now: number, { permanent = false } = {}, policy: RetryPolicy = DEFAULT_RETRY_POLICY): AfterFailure {
  if (permanent || attempts >= policy.maxAttempts) return { state: 'failed' };
  return { state: 'queued', nextAttemptAt: now + retryDelayMs(attempts, policy) };
}

/** An SMTP reply that will not change by trying again: 5xx (RFC 5321 §4.2.1). Connection errors and 4xx are worth retrying. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined;
  return typeof code === 'number' && code >= 500 && code < 600;
}
