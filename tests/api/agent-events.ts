/** Reading an agent's live events (GET /v1/voice/agents/{id}/events) in API tests, as the browser does. */
import { expect } from 'vitest';

export interface Heard {
  event: string;
  data: any;
}

/**
 * Opens the stream and collects its events until `until` holds; `start` runs once, when the stream
 * says it is ready (so what it causes is heard). Fails when the stream ends or the time runs out.
 */
export async function readAgentEvents(url: string, token: string, until: (events: Heard[]) => boolean, start: () => Promise<void>, timeoutMs = 15_000): Promise<Heard[]> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: Heard[] = [];
  let buffer = '';
  let started = false;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    while (!until(events)) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) throw new Error(`the stream ended before the events looked for: ${JSON.stringify(events)}`);
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
      if (!started && events.some((e) => e.event === 'ready')) {
        started = true;
        await start();
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
}
