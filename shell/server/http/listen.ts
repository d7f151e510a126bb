// A server's life: listening (port 0 asks the system for a free one), closing with its open
// connections, and stopping once on Ctrl-C / SIGTERM.
import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Listens with `handle`; a request it fails is logged and answered 500. */
export async function listen(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  port: number,
  host: string,
): Promise<RunningServer> {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('static server error', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    // Port 0 asks the system for a free one (tests): the URL names the one it gave.
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Stops `stop` on Ctrl-C / SIGTERM, once. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
