/** The few API calls the sweep makes from Node: sign in, read records, create a viewer member. */
import assert from 'node:assert/strict';
import { API_BASE, endpoints } from '../../../resources/account/endpoints.ts';

export interface Session {
  baseURL: string;
  token: string;
}

async function call<T>(s: { baseURL: string; token?: string }, method: string, path: string, body?: unknown): Promise<{ status: number; data: T; headers: Headers }> {
  const res = await fetch(`${s.baseURL}${API_BASE}${path}`, {
    method,
    headers: { accept: 'application/json', ...(body !== undefined && { 'content-type': 'application/json' }), ...(s.token && { authorization: `Bearer ${s.token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, data: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

export async function apiSignIn(baseURL: string, email: string, password: string): Promise<Session> {
  const res = await call<{ access_token: string }>({ baseURL }, 'POST', endpoints.login, { email, password });
  assert.equal(res.status, 200, `sign in as ${email}: ${JSON.stringify(res.data)}`);
  return { baseURL, token: res.data.access_token };
}

export async function apiGet<T>(s: Session, path: string): Promise<{ status: number; data: T }> {
  return call<T>(s, 'GET', path);
}

export async function apiSend<T>(s: Session, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  return call<T>(s, method, path, body);
}

/** The id of the first record the list endpoint answers, or null when it answers none. */
/** The first record of a list, whole (a child record, whose parent id fills its view's path). */
/** The first record, or with `filled` the first of the first hundred whose field is set (a message of a campaign, not a test message). */
export async function firstRecord(s: Session, apiPath: string, filled?: string): Promise<Record<string, unknown> | null> {
  const res = await apiGet<Array<Record<string, unknown>>>(s, `${apiPath}?_start=0&_end=${filled ? 100 : 1}`);
  if (res.status !== 200 || !Array.isArray(res.data)) return null;
  return res.data.find((r) => !filled || (r[filled] !== null && r[filled] !== undefined)) ?? null;
}

/**
 * A record of `apiPath` that has a parent through `parentField`: asked parent by parent (of the
 * first 20 of `parentApiPath`), since the first page of a busy list may hold none with a parent.
 */
export async function firstChildRecord(s: Session, apiPath: string, parentApiPath: string, parentField: string): Promise<Record<string, unknown> | null> {
  const parents = await apiGet<Array<{ id: string | number }>>(s, `${parentApiPath}?_start=0&_end=20`);
  for (const parent of parents.status === 200 && Array.isArray(parents.data) ? parents.data : []) {
    const res = await apiGet<Array<Record<string, unknown>>>(s, `${apiPath}?${parentField}=${encodeURIComponent(String(parent.id))}&_start=0&_end=1`);
    if (res.status === 200 && Array.isArray(res.data) && res.data.length) return res.data[0];
  }
  return firstRecord(s, apiPath, parentField);
}

export async function firstId(s: Session, apiPath: string): Promise<string | null> {
  const res = await apiGet<Array<{ id: string | number }>>(s, `${apiPath}?_start=0&_end=1`);
  if (res.status !== 200 || !Array.isArray(res.data) || !res.data.length) return null;
  return String(res.data[0].id);
}

/**
 * A new viewer member of the staff user's current team (Demo Workspace): invited by the staff
 * user, the link read from the outbox, accepted as a new account, onboarded.
 */
export async function createViewer(staff: Session): Promise<{ email: string; password: string; teamName: string }> {
  const me = await apiGet<{ current_team: { id: number; name: string } }>(staff, endpoints.user);
  assert.equal(me.status, 200, 'GET /v1/user as staff');
  const team = me.data.current_team;
  const viewer = { email: `sweep.viewer.${Date.now()}@example.com`, password: 'sweep-viewer-1', name: 'Sweep Viewer' };
  const invited = await apiSend(staff, 'POST', endpoints.invitations(team.id), { email: viewer.email, role: 'viewer' });
  assert.equal(invited.status, 201, `invite a viewer: ${JSON.stringify(invited.data)}`);
  const outbox = await apiGet<Array<{ to: string; text: string; html: string }>>(staff, `${endpoints.mailOutbox}?_start=0&_end=20`);
  const mail = outbox.data.find((m) => m.to.includes(viewer.email));
  assert.ok(mail, `the invitation mail to ${viewer.email} is in the outbox`);
  const token = /\/team-invitations\/([\w-]+)/.exec(`${mail.text} ${mail.html}`)?.[1];
  assert.ok(token, 'an invitation link in the mail');
  const accepted = await apiSend<{ access_token: string }>({ baseURL: staff.baseURL, token: '' } as Session, 'POST', endpoints.acceptInvitation(token), {
    name: viewer.name,
    password: viewer.password,
    password_confirmation: viewer.password,
  });
  assert.equal(accepted.status, 201, `accept the invitation: ${JSON.stringify(accepted.data)}`);
  const session = { baseURL: staff.baseURL, token: accepted.data.access_token };
  const onboarded = await apiSend(session, 'PUT', endpoints.onboarding, { job_title: 'Analyst', company_name: 'Sweep' });
  assert.ok(onboarded.status < 300, `onboard the viewer: ${onboarded.status} ${JSON.stringify(onboarded.data)}`);
  const viewerMe = await apiGet<{ current_team: { id: number; role: string } }>(session, endpoints.user);
  assert.equal(viewerMe.data.current_team.id, team.id, 'the viewer works in the demo team');
  assert.equal(viewerMe.data.current_team.role, 'viewer', 'as a viewer');
  return { email: viewer.email, password: viewer.password, teamName: team.name };
}
