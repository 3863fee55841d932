// An account event stream (GET /api/v1/account/events) read as a client does: frames parsed as
// they arrive, `id:` and `data:` of each event.
import assert from 'node:assert/strict';
import type { TestClient } from '../../harness/stack/http.ts';
import { eventually } from './wait.ts';

export interface StreamEvent {
  sseId: string;
  event: {
    id: string;
    type: string;
    account_id: string;
    project_id: string;
    wallet_id: string;
    data: Record<string, any>;
  };
}

/** An open SSE stream: events parsed as they arrive. */
export async function openStream(client: TestClient, headers: Record<string, string>, lastEventId?: string) {
  const abort = new AbortController();
  const res = await fetch(`${client.baseUrl}/api/v1/account/events`, {
    headers: { ...headers, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
    signal: abort.signal,
  });
  assert.equal(res.status, 200, await (res.status === 200 ? Promise.resolve('') : res.text()));
  assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
  const events: StreamEvent[] = [];
  let buffer = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (id !== undefined && data !== undefined) events.push({ sseId: id, event: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    /** Waits until `n` events have arrived. */
    async take(n: number): Promise<StreamEvent[]> {
      await eventually(`${n} streamed events (have ${events.length})`, () => events.length >= n);
      return events.slice(0, n);
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}
