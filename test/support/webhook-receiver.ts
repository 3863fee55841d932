// A webhook receiver on 127.0.0.1: records every request and answers `status.code`, or hands the
// request to `respond` when a test sets it (a redirect, an endless body, no answer at all). Counts
// the TCP connections made to it, answered or not.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  status: { code: number };
  respond: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  connections: number;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      receiver.received.push({ path: req.url ?? '', headers: req.headers, body });
      if (receiver.respond) receiver.respond(req, res);
      else res.writeHead(receiver.status.code).end();
    });
  });
  server.on('connection', () => receiver.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: Receiver = {
    url: `http://127.0.0.1:${port}`,
    port,
    received: [],
    status: { code: 200 },
    respond: undefined,
    connections: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
