// Imported FIRST by run.ts: shell/server/apps.ts reads PORT_OFFSET when it is first imported, so the bench's
// own ports must be in the environment before anything from tools/ loads.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The bench's stack lives on shifted ports so it never collides with anyone's `pnpm start`. */
export const BENCH_PORT_OFFSET = 60000;
process.env.PORT_OFFSET ??= String(BENCH_PORT_OFFSET);

const offset = Number(process.env.PORT_OFFSET);
/** The monolith is served like the shell, on its own port next to the federated stack. */
export const MONOLITH_PORT = 3010 + offset;
export const MONOLITH_URL = `http://localhost:${MONOLITH_PORT}`;
/** The React floor (bench/react-floor.ts), beside them. */
export const REACT_FLOOR_PORT = 3011 + offset;

// The admin host must answer the monolith's origin too (CORS), like it answers the shell's.
process.env.SITE_ORIGINS = [process.env.SITE_ORIGINS, MONOLITH_URL].filter(Boolean).join(',');
// Measure the remotes built from this working tree, not a release someone left in deploy/:
// an empty deploy folder makes the shell serve the local remote map (both variants = same code).
// DEPLOY_DIR set by the caller (to measure a release) is respected.
/** The empty deploy folder made here (undefined when the caller gave DEPLOY_DIR): scripts remove it when done. */
export const TEMP_DEPLOY_DIR = process.env.DEPLOY_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'pvc-bench-deploy-'));
process.env.DEPLOY_DIR ??= TEMP_DEPLOY_DIR;
