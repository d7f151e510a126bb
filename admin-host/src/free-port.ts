// Tests that start the real admin host in a child process need a port nobody listens on.
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 at the moment of asking (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
