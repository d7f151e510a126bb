// The header page servers send to read what holds server code (the contract's SERVER_CODE_TOKEN
// rule, as shell/server/http/server-builds.ts applies it to static origins), checked in constant time.
import { timingSafeEqual } from 'node:crypto';

export const SERVER_CODE_TOKEN_HEADER = 'x-server-code-token';

/** Whether the request's header is the deployment's token; never when none is configured. */
export function serverCodeTokenMatches(sent: string | string[] | undefined, token: string | undefined): boolean {
  if (!token || typeof sent !== 'string') return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}
