/**
 * A request whose answer is a stream of server-sent events (the agent's chat reply, an agent's live
 * calls): the same token and error format as every other call until the stream starts, then each
 * event handed over as it arrives, until the server ends it or the signal aborts. (GET /v1/events,
 * the app-wide stream that reconnects by itself, is event-stream.ts.)
 */
import { parseBlock } from './event-stream.ts';
import { apiUrl, ensureFreshToken } from './http-client.ts';
import { HttpError, parseErrorBody } from './http-error.ts';
import { getToken } from './session-store.ts';

type OnEvent = (event: string, data: unknown) => void;

export function postEventStream(path: string, body: unknown, onEvent: OnEvent, signal?: AbortSignal): Promise<void> {
  return readEventStream(path, { method: 'POST', body }, onEvent, signal);
}

export function getEventStream(path: string, onEvent: OnEvent, signal?: AbortSignal): Promise<void> {
  return readEventStream(path, { method: 'GET' }, onEvent, signal);
}

async function readEventStream(path: string, request: { method: 'GET' } | { method: 'POST'; body: unknown }, onEvent: OnEvent, signal?: AbortSignal): Promise<void> {
  await ensureFreshToken();
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: request.method,
      headers: { Accept: 'text/event-stream', ...(request.method === 'POST' && { 'Content-Type': 'application/json' }), ...(token && { Authorization: `Bearer ${token}` }) },
      ...(request.method === 'POST' && { body: JSON.stringify(request.body) }),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new HttpError(0, (cause as Error)?.message || 'Network error');
  }
  if (!response.ok || !response.body) {
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    throw parseErrorBody(response.status, response.statusText, data);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const parsed = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (parsed) onEvent(parsed.event, parsed.data);
    }
  }
}
