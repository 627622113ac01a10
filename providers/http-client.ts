/**
 * The one way the browser talks to the API (docs/architecture.md#the-api-contract): bearer token, JSON both ways, the error
 * format parsed into HttpError, the redirect rules (docs/areas/account-and-teams.md#redirect-rules) and the
 * token refresh (docs/areas/account-and-teams.md#sessions-in-the-browser).
 */
import { API_BASE, endpoints } from '../resources/account/endpoints.ts';
import { HttpError, isHttpError, parseErrorBody } from './http-error.ts';
import { decideErrorRedirect } from './redirect-rules.ts';
import { forceLogout, navigateTo } from './session-events.ts';
import { clearToken, getToken, needsRefresh, setToken } from './session-store.ts';

export { HttpError, isHttpError } from './http-error.ts';
export { decideErrorRedirect } from './redirect-rules.ts';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skips the refresh and the redirect rules: for the refresh and logout calls themselves. */
  raw?: boolean;
  /** `false` leaves redirects to the caller (the user fetch logs out on 401 instead). */
  redirect?: boolean;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** Accepts a path relative to the API base (`/v1/user`) or one that already carries it. */
export function apiUrl(path: string, query?: Query): string {
  const base = path.startsWith(API_BASE) || /^https?:/.test(path) ? path : `${API_BASE}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const qs = params.toString();
  return qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}` : base;
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
  if (!options.raw) await ensureFreshToken();
  const token = getToken();
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    // Status 0 marks "no answer at all"; the UI words it (errors.network).
    throw new HttpError(0, (cause as Error)?.message || 'Network error');
  }

  const data = await readBody(response);
  if (!response.ok) {
    const error = parseErrorBody(response.status, response.statusText, data);
    if (!options.raw && options.redirect !== false) applyRedirectRules(error, !!token);
    throw error;
  }
  return { data: data as T, status: response.status, headers: response.headers };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function applyRedirectRules(error: HttpError, hadToken: boolean): void {
  const decision = decideErrorRedirect(error.status, {
    pathname: window.location.pathname,
    search: window.location.search,
    hasToken: hadToken,
  }, error.code);
  if (decision.clearToken) clearToken();
  if (decision.redirectTo) {
    error.handled = true;
    navigateTo(decision.redirectTo, decision.hard);
  }
}

let refreshing: Promise<void> | null = null;

/** Concurrent callers that find the marker passed wait on one shared refresh. */
export function ensureFreshToken(): Promise<void> {
  if (refreshing) return refreshing;
  if (!needsRefresh()) return Promise.resolve();
  refreshing = refreshToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshToken(): Promise<void> {
  try {
    const { data } = await request<{ access_token: string }>(endpoints.refresh, { method: 'POST', raw: true });
    setToken(data.access_token);
  } catch (error) {
    // The server refused the session: it is over. A network failure is not a refusal; keep it.
    if (isHttpError(error) && error.status > 0) await forceLogout();
    throw error;
  }
}

const body =
  (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
  async <T = unknown>(path: string, payload?: unknown, options: RequestOptions = {}): Promise<T> =>
    (await request<T>(path, { ...options, method, body: payload })).data;

/** Shorthands that answer with the body only. */
export const http = {
  get: async <T = unknown>(path: string, query?: Query, options: RequestOptions = {}): Promise<T> =>
    (await request<T>(path, { ...options, query })).data,
  post: body('POST'),
  put: body('PUT'),
  patch: body('PATCH'),
  delete: body('DELETE'),
};
