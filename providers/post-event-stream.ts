/**
 * A POST whose answer is a stream of server-sent events (the agent's chat reply): the same token
 * and error format as every other call until the stream starts, then each event handed over as it
 * arrives. (GET /v1/events, the long-lived stream, is event-stream.ts.)
 */
import { parseBlock } from './event-stream.ts';
import { apiUrl, ensureFreshToken } from './http-client.ts';
import { HttpError, parseErrorBody } from './http-error.ts';
import { getToken } from './session-store.ts';

export async function postEventStream(path: string, body: unknown, onEvent: (event: string, data: unknown) => void, signal?: AbortSignal): Promise<void> {
  await ensureFreshToken();
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
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
