// The e2e stack's mailbox (issue 28's alerts): stack.ts runs an SMTP server (from `smtp-server`) on
// VARIANT_PORTS.smtp, the admin host's SMTP_URL, and writes every message it accepts to MAILBOX_DIR,
// where any test worker reads them. Beside it, what results-day.spec's first test leaves for its
// second (they run in different projects, so in different workers).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSavedMails, type ArrivedMail } from '../../../admin-host/src/alerts/test-smtp-server.ts';
import { VARIANT_PORTS } from './ports.ts';

export const MAILBOX_DIR = path.join(tmpdir(), `e2e-mailbox-${VARIANT_PORTS.smtp}`);
export const RESULTS_DAY_STATE = path.join(MAILBOX_DIR, 'results-day.json');

/** Mails to `address` that have arrived so far, oldest first. */
export async function mailsTo(address: string): Promise<ArrivedMail[]> {
  return (await readSavedMails(MAILBOX_DIR)).filter((mail) => mail.to.includes(address));
}
