// A throwaway HTTP server standing in for the admin host in unit tests, so pages run the real
// axios client and the real fetchList over a real socket (nothing mocked at module level).
// e2e tests use the real admin host; this only feeds chosen answers to one component.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setSiteEnv } from '@site/shared/config/env';
import { configure } from '@testing-library/react';

// Answers travel over a real socket; on a busy machine that can take longer than testing-library's
// 1 s default for findBy/waitFor. A slow answer still passes; a missing one still fails.
configure({ asyncUtilTimeout: 8000 });

export interface StubAnswer {
  status?: number;
  body: unknown;
  /** Resolve to let the answer go; lets a test look at the page while the list is loading. */
  gate?: Promise<void>;
}

export interface AdminHostStub {
  url: string;
  /** Paths requested so far, in order. */
  requests: string[];
  /** The bodies of the POSTs so far, as sent, in order. */
  posted: { path: string; contentType: string | undefined; body: string }[];
  answer(path: string, answer: StubAnswer): void;
  close(): Promise<void>;
}

export async function startAdminHostStub(): Promise<AdminHostStub> {
  const answers = new Map<string, StubAnswer>();
  const requests: string[] = [];
  const posted: AdminHostStub['posted'] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://stub').pathname;
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.end();
      return;
    }
    requests.push(path);
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      posted.push({ path, contentType: req.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') });
    }
    const answer = answers.get(path) ?? { status: 404, body: { message: 'Not found' } };
    await answer.gate;
    res.statusCode = answer.status ?? 200;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(answer.body));
  };
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setSiteEnv({ adminHost: url });
  return {
    url,
    requests,
    posted,
    answer: (path, answer) => answers.set(path, answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A promise and the function that resolves it. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
