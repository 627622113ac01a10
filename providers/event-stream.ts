/**
 * The browser's end of GET /v1/events: one server-sent-events connection per tab, opened while
 * someone listens and a user is signed in, read with fetch (EventSource cannot send the bearer
 * token). It reconnects by itself, backing off up to 30 s; after a reconnect it tells its listeners
 * to `resync`, because changes made while it was away were not heard.
 */
import { API_BASE } from '../resources/account/endpoints.ts';
import { ensureFreshToken } from './http-client.ts';
import { getToken } from './session-store.ts';

export type LiveStatus = 'connecting' | 'live' | 'offline';
export type LiveListener = (event: string, data: unknown) => void;

const URL = `${API_BASE}/v1/events`;
const MAX_BACKOFF_MS = 30_000;

const listeners = new Set<LiveListener>();
const statusListeners = new Set<(status: LiveStatus) => void>();
let status: LiveStatus = 'offline';
let controller: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let backoff = 1_000;
let connectedBefore = false;

export function liveStatus(): LiveStatus {
  return status;
}

export function onLiveStatus(fn: (status: LiveStatus) => void): () => void {
  statusListeners.add(fn);
  return () => statusListeners.delete(fn);
}

/** Listens to every event of the stream; the connection opens with the first listener and closes after the last. */
export function onLiveEvent(fn: LiveListener): () => void {
  listeners.add(fn);
  if (!controller && !retryTimer) void connect();
  return () => {
    listeners.delete(fn);
    if (!listeners.size) disconnect();
  };
}

/** Closes the stream (on logout); it opens again with the next listener. */
export function disconnect(): void {
  controller?.abort();
  controller = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  connectedBefore = false;
  setStatus('offline');
}

function setStatus(next: LiveStatus) {
  if (status === next) return;
  status = next;
  for (const fn of statusListeners) fn(next);
}

function emit(event: string, data: unknown) {
  for (const fn of [...listeners]) {
    try {
      fn(event, data);
    } catch (error) {
      console.error(error);
    }
  }
}

async function connect(): Promise<void> {
  if (!listeners.size || !getToken()) return setStatus('offline');
  const own = new AbortController();
  controller = own;
  setStatus('connecting');
  try {
    await ensureFreshToken();
    const response = await fetch(URL, { headers: { Accept: 'text/event-stream', Authorization: `Bearer ${getToken()}` }, signal: own.signal, cache: 'no-store' });
    // Signed out or not allowed: the next regular request handles the session; no point retrying.
    if (response.status === 401 || response.status === 403 || response.status === 419) return stop(own);
    if (!response.ok || !response.body) throw new Error(`events answered ${response.status}`);
    await read(response.body, own);
  } catch {
    // network error or aborted: fall through to a reconnect unless we were closed on purpose
  }
  if (controller !== own || own.signal.aborted) return;
  controller = null;
  setStatus('offline');
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void connect();
  }, backoff);
  backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
}

function stop(own: AbortController) {
  if (controller === own) controller = null;
  setStatus('offline');
}

async function read(body: ReadableStream<Uint8Array>, own: AbortController): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done || own.signal.aborted) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      dispatch(block);
    }
  }
}

/** One event block: `event:` and `data:` lines; comments (`:`) keep the connection warm. */
export function parseBlock(block: string): { event: string; data: unknown } | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (!data.length) return undefined;
  try {
    return { event, data: JSON.parse(data.join('\n')) };
  } catch {
    return { event, data: data.join('\n') };
  }
}

function dispatch(block: string) {
  const parsed = parseBlock(block);
  if (!parsed) return;
  if (parsed.event === 'ready') {
    backoff = 1_000;
    setStatus('live');
    if (connectedBefore) emit('resync', parsed.data);
    connectedBefore = true;
    return;
  }
  emit(parsed.event, parsed.data);
}
