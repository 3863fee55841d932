// A tiny HTTP client for tests: JSON in, status + headers + parsed JSON out.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export class TestClient {
  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    return {
      status: res.status,
      headers: res.headers,
      body: (type.includes('json') ? JSON.parse(text) : text) as T,
    };
  }

  get<T = any>(path: string, headers?: Record<string, string>): Promise<Reply<T>> {
    return this.request<T>('GET', path, { headers });
  }

  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply<T>> {
    return this.request<T>('POST', path, { body, headers });
  }
}

/** An app served for one suite: its client, its server (for its events), and how to close it. */
export interface Served {
  client: TestClient;
  server: Server;
  close: () => Promise<void>;
}

/** Serves a Koa app on a free loopback port for one suite. */
export async function serve(app: Koa): Promise<Served> {
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    client: new TestClient(`http://127.0.0.1:${port}`),
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
