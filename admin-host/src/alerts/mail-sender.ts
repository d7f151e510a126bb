// Works the mail queue: claims due mails, hands each to the SMTP server, and records what became of
// it (sent; queued again for later with a longer wait; failed for good). A server that is down only
// delays mail: nothing leaves the queue before the server has accepted it. Without an SMTP server
// (no SMTP_URL) due mails are kept in the outbox instead, for the console to show.
import { createTransport } from 'nodemailer';
import type { SiteDb } from '../db/site-db';
import { maskAddressesIn } from './addresses';
import { claimDueMails, keepDueInOutbox, markFailed, markSent, type QueuedMailRow } from './mail-queue';
import { purgeExpiredPending } from './subscriptions';
import { afterFailure, DEFAULT_RETRY_POLICY, isPermanentSmtpFailure, type RetryPolicy } from './retry-policy';

/** What the sender needs of a nodemailer transport (its `sendMail`), so a test can hand it any. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string; headers: Record<string, string> }): Promise<unknown>;
  close?(): void;
}

/**
 * nodemailer's SMTP transport for SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`). Time-outs
 * well under the claim's lease, so a hung server fails a try instead of outliving its claim.
 */
export function smtpTransport(url: string): MailTransport {
  return createTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
}

export interface MailSenderOptions {
  /** The From header: "Company <address>". */
  from: string;
  now?: () => number;
  /** How often the queue is looked at when nothing asked for it sooner (ms). */
  intervalMs?: number;
  /** Mails claimed at once. */
  batch?: number;
  /** How long a claim holds (ms): longer than any one send can take, with the transport's time-outs. */
  leaseMs?: number;
  policy?: RetryPolicy;
  /** Where a failed try is reported (the server log). */
  log?: (message: string) => void;
}

export interface WorkReport {
  sent: number;
  retrying: number;
  failed: number;
  keptInOutbox: number;
}

export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  /** No timer runs (not started, or stopped). */
  private stopped = true;
  /** stop() was called: a pass in progress ends after its current batch. */
  private closing = false;
  private readonly now: () => number;
  private readonly options: Required<Omit<MailSenderOptions, 'now' | 'log'>> & Pick<MailSenderOptions, 'log'>;

  constructor(
    private readonly site: SiteDb,
    /** null: no SMTP server configured, mails stay in the outbox. */
    private readonly transport: MailTransport | null,
    options: MailSenderOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.options = { intervalMs: 5_000, batch: 20, leaseMs: 10 * 60_000, policy: DEFAULT_RETRY_POLICY, ...options };
  }

  get smtp(): boolean {
    return this.transport !== null;
  }

  /** One pass over the due mails (tests call it directly; start() runs it on a timer). */
  async workOnce(): Promise<WorkReport> {
    const report: WorkReport = { sent: 0, retrying: 0, failed: 0, keptInOutbox: 0 };
    await purgeExpiredPending(this.site, this.now());
    if (!this.transport) {
      report.keptInOutbox = await keepDueInOutbox(this.site, this.now());
      return report;
    }
    for (;;) {
      const claimed = await claimDueMails(this.site, this.now(), { limit: this.options.batch, leaseMs: this.options.leaseMs });
      for (const mail of claimed) await this.deliver(mail, report);
      if (claimed.length < this.options.batch || this.closing) return report;
    }
  }

  private async deliver(mail: QueuedMailRow, report: WorkReport): Promise<void> {
    try {
      await this.transport!.sendMail({
        from: this.options.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        headers: JSON.parse(mail.headers_json) as Record<string, string>,
      });
      await markSent(this.site, mail, this.now());
      report.sent += 1;
    } catch (error) {
      // Shown in the console and the log: the recipient it may quote is masked.
      const message = maskAddressesIn(error instanceof Error ? error.message : String(error));
      const next = afterFailure(mail.attempts, this.now(), { permanent: isPermanentSmtpFailure(error) }, this.options.policy);
      await markFailed(this.site, mail, message, next.state === 'queued' ? next.nextAttemptAt : null);
      if (next.state === 'queued') report.retrying += 1;
      else report.failed += 1;
      this.options.log?.(`investor alerts: mail ${mail.id} ${next.state === 'queued' ? `not sent (try ${mail.attempts}), trying again later` : `given up after ${mail.attempts} tries`}: ${message}`);
    }
  }

  /** Works the queue every intervalMs until stop(). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    this.schedule(0);
  }

  /** Something was queued: look at the queue now rather than at the next tick. */
  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.running
        .then(() => this.workOnce())
        // A database or transport error costs this pass only; the next one tries again.
        .catch((error: unknown) => this.options.log?.(`investor alerts: the mail queue could not be worked: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          if (!this.stopped) this.schedule(this.options.intervalMs);
        });
    }, delayMs);
    // The queue never keeps a process alive on its own.
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass in progress (the database is closed after this). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport?.close?.();
  }
}
