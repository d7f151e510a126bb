import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface JsonServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A throwaway HTTP server answering fixed JSON per path (unit tests only: the e2e tests use the
 * real admin host). CORS is open so the test DOM's requests are allowed.
 */
export async function startJsonServer(routes: Record<string, unknown>): Promise<JsonServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const headers = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' };
    if (!(path in routes)) {
      res.writeHead(404, headers).end('{"message":"Not found"}');
      return;
    }
    res.writeHead(200, headers).end(JSON.stringify(routes[path]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An address where nothing listens: requests to it fail at once. */
export async function deadAddress(): Promise<string> {
  const server = await startJsonServer({});
  const { url } = server;
  await server.close();
  return url;
}
