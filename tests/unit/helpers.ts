import { vi } from 'vitest';

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Route = (url: string, init: RequestInit) => FakeResponse | Promise<FakeResponse>;

/** Replaces fetch with a router over the requested path; returns the mock to inspect calls. */
export function mockFetch(route: Route) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit) => {
    const url = String(input);
    const { status = 200, body = null, headers = {} } = await route(url, init ?? {});
    const text = body === null ? '' : JSON.stringify(body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

export function setPath(path: string): void {
  window.history.replaceState({}, '', path);
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const sampleUser = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  email_verified_at: '2024-01-01T00:00:00Z',
  is_staff: false,
  locale: 'en',
  onboarded_at: '2024-01-02T00:00:00Z',
  created_at: '2024-01-01T00:00:00Z',
  current_team: {
    id: 3,
    name: 'Analytical Engines',
    personal: false,
    owner_id: 7,
    created_at: '2024-01-01T00:00:00Z',
    settings: { hub_enabled: true, outbound_allowed_hosts: [] as string[], default_country: null as string | null, contact_countries: [] as string[] },
    role: 'owner' as const,
    meta: { view_team_id: null },
  },
};
