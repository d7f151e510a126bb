// The token page servers send to read what holds server code: release archives on the registry
// (admin host) and builds' server/ folders on static origins (shell/server/http/server-builds.ts).
// One header and one check for both sides; Node only (constant-time comparison).
import { timingSafeEqual } from 'node:crypto';

export const SERVER_CODE_TOKEN_HEADER = 'x-server-code-token';

/** Whether a request's token header is the deployment's token (constant time); never without one. */
export function serverCodeTokenMatches(sent: string | string[] | undefined, token: string | undefined): boolean {
  if (!token || typeof sent !== 'string') return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}
