// Test helper: a real SMTP server (the `smtp-server` package) in this process, on a port of its own,
// that keeps every message it accepts, parsed by `mailparser`: the tests read what really arrived
// over SMTP, headers and both bodies. It can be stopped and started again on the same port (an SMTP
// server that is down for a while).
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../free-port';

export interface ArrivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  parsed: ParsedMail;
  /** The raw message as it arrived. */
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  arrived: ArrivedMail[];
  /** Resolves once `count` mails have arrived in all (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ArrivedMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * `refuse`: recipients answered `550 … Recipient address rejected` (a mailbox that does not exist).
 * `port`: a fixed one (the e2e stack's SMTP_URL names it before the test starts the server); a free one by default.
 */
export async function startTestSmtpServer({ refuse = [] as readonly string[], port: fixedPort = undefined as number | undefined } = {}): Promise<TestSmtpServer> {
  const port = fixedPort ?? (await freePort());
  const arrived: ArrivedMail[] = [];
  let server: SMTPServer | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        // Plain SMTP on loopback: no STARTTLS (nodemailer would want a trusted certificate), no AUTH.
        disabledCommands: ['STARTTLS', 'AUTH'],
        authOptional: true,
        logger: false,
        onRcptTo(address, _session, callback) {
          if (!refuse.includes(address.address)) return callback();
          callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), { responseCode: 550 }));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            simpleParser(raw).then(
              (parsed) => {
                arrived.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed, raw });
                callback();
              },
              (error: Error) => callback(error),
            );
          });
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    arrived,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (arrived.length < count) {
        if (Date.now() > deadline) throw new Error(`${arrived.length} of ${count} mails arrived within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return arrived.slice(0, count);
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start,
  };
}

/** A header's values as they arrived (unfolded), by its name in any case: mailparser's map leaves unknown ones out. */
export const headerOf = (mail: ArrivedMail, name: string): string[] =>
  mail.parsed.headerLines
    .filter((line) => line.key === name.toLowerCase())
    .map((line) => line.line.slice(line.line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim());
