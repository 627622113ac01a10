// @vitest-environment jsdom
/**
 * A settings card loads its settings into the form, saves what is typed (the form refilled from
 * the answer), tests the typed settings and shows the answer; a refusal goes under its fields or
 * above the form. The team's AI card keeps its own requests: the stored key kept, a test of what
 * the team uses when no base URL is typed, the model's refusal above the form. A lookup provider's
 * card picks its kind out of the one list. The lead submitter lists its latest ten submissions and
 * reads them again after a test lead; a mapping row's refusal is named above the form.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { clearCurrentUser, fetchCurrentUser } from '../../../providers/current-user.ts';
import { dataProvider } from '../../../providers/data-provider.ts';
import { initI18n, loadAllTranslations } from '../../../providers/i18n-provider.ts';
import { setToken } from '../../../providers/session-store.ts';
import { SettingsCard } from '../../../src/components/settings-page/settings-card.tsx';
import { useSettings } from '../../../src/components/settings-page/use-settings.ts';
import { MemoryRouter } from 'react-router';
import { allResources } from '../../../resources/index.ts';
import LeadSubmitterPage from '../../../src/pages/voice/agents/lead-submitter-page.tsx';
import { ProviderForm } from '../../../src/pages/enrichment/provider-form.tsx';
import { toRefineResources } from '../../../src/resource-ui/refine-resources.ts';
import { AiSettings } from '../../../src/pages/team-settings/ai-settings.tsx';
import { mockFetch, sampleUser, type FakeResponse } from '../helpers.ts';

type Sent = { method: string; path: string; body: unknown; query?: Record<string, string> };

async function signInAs(role: 'owner' | 'viewer') {
  clearCurrentUser();
  setToken('tok');
  mockFetch(() => ({ body: { ...sampleUser, current_team: { ...sampleUser.current_team, role } } }));
  await fetchCurrentUser();
}

/** Answers the API as `answer` says, and keeps what was asked. */
function serve(answer: (method: string, path: string, body: unknown) => FakeResponse) {
  const sent: Sent[] = [];
  mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    const path = pathname.replace('/api/proxy/api', '');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path, body, ...(searchParams.size ? { query: Object.fromEntries(searchParams) } : {}) });
    return answer(method, path, body);
  });
  return sent;
}

const inRefine = (children: ReactNode) =>
  render(
    <MemoryRouter>
      <Refine dataProvider={dataProvider} resources={toRefineResources(allResources())} options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
        {children}
      </Refine>
    </MemoryRouter>,
  );

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Stored = { model: string | null; version: number };
type Values = { model?: string };

function ModelCard() {
  const settings = useSettings<Stored, Values, { reply: string }>({
    access: 'llm-settings',
    url: '/v1/model/settings',
    toValues: (stored) => ({ model: stored.model ?? undefined }),
    save: { url: '/v1/model/settings', method: 'put', body: (values, stored) => ({ model: values.model ?? null, version: stored?.version }), saved: 'teams.ai.saved' },
    test: { url: '/v1/model/settings/test', body: (values) => ({ model: values.model }) },
  });
  return (
    <SettingsCard
      settings={settings}
      card={{ 'data-testid': 'model-card' }}
      intro="Which model answers."
      result={(answer) => <p data-testid="answer">{answer.reply}</p>}
      testButton={{ label: 'Try it', testId: 'try' }}
      readOnly="Only admins change this."
    >
      <Form.Item name="model" label="Model">
        <Input />
      </Form.Item>
    </SettingsCard>
  );
}

const field = () => screen.getByLabelText('Model') as HTMLInputElement;
const card = () => within(screen.getByTestId('model-card'));

describe('a settings card', () => {
  it('loads the settings into the form, saves what is typed and refills the form from the answer', async () => {
    await signInAs('owner');
    const sent = serve((method, _path, body) => (method === 'PUT' ? { body: { model: `${(body as Stored).model}-stored`, version: 2 } } : { body: { model: 'small', version: 1 } }));
    inRefine(<ModelCard />);
    await vi.waitFor(() => expect(field().value).toBe('small'));
    expect(sent[0]).toEqual({ method: 'GET', path: '/v1/model/settings', body: undefined });

    fireEvent.change(field(), { target: { value: 'large' } });
    fireEvent.click(card().getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(field().value).toBe('large-stored'));
    expect(sent.at(-1)).toEqual({ method: 'PUT', path: '/v1/model/settings', body: { model: 'large', version: 1 } });
  });

  it('tests the typed settings and shows the answer; a refusal goes under its field, anything else above the form', async () => {
    await signInAs('owner');
    let refusal: FakeResponse | null = null;
    const sent = serve((_method, path, body) => {
      if (path.endsWith('/test')) return refusal ?? { body: { reply: `hello from ${(body as Values).model}` } };
      return { body: { model: 'small', version: 1 } };
    });
    inRefine(<ModelCard />);
    await vi.waitFor(() => expect(field().value).toBe('small'));

    fireEvent.change(field(), { target: { value: 'typed' } });
    fireEvent.click(card().getByTestId('try'));
    await vi.waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('hello from typed'));
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/v1/model/settings/test', body: { model: 'typed' } });

    refusal = { status: 422, body: { message: 'The given data was invalid.', errors: { model: ['No such model.'] } } };
    fireEvent.click(card().getByTestId('try'));
    await card().findByText('No such model.');
    expect(screen.queryByTestId('answer')).toBeNull();
    expect(card().queryByRole('alert')).toBeNull();

    refusal = { status: 502, body: { message: 'The model did not answer.' } };
    fireEvent.click(card().getByTestId('try'));
    expect((await card().findByRole('alert')).textContent).toContain('The model did not answer.');
  });

  it('says why when the settings cannot be read, and keeps the form shut', async () => {
    await signInAs('owner');
    serve(() => ({ status: 500, body: { message: 'Settings are unavailable.' } }));
    inRefine(<ModelCard />);
    expect((await card().findByRole('alert')).textContent).toContain('Settings are unavailable.');
    expect(field().disabled).toBe(true);
  });

  it('shows the settings to a viewer without Save or Test', async () => {
    await signInAs('viewer');
    serve(() => ({ body: { model: 'small', version: 1 } }));
    inRefine(<ModelCard />);
    await vi.waitFor(() => expect(field().value).toBe('small'));
    expect(field().disabled).toBe(true);
    expect(card().getByText('Only admins change this.')).toBeTruthy();
    expect(card().queryByRole('button')).toBeNull();
  });
});

describe('the team’s AI card', () => {
  const stored = { source: 'team', base_url: 'http://llm.internal/v1', model: 'llama3.1', api_key: '••••9876', version: 4, environment: { model: null } };
  const ai = () => within(screen.getByTestId('ai-settings'));

  it('keeps the stored key when its field is empty, and tests what the team uses when no base URL is typed', async () => {
    await signInAs('owner');
    const sent = serve((method, path, body) => {
      if (path.endsWith('/test')) return { body: { model: 'llama3.1', reply: 'Hello.', latency_ms: 12 } };
      return { body: method === 'PUT' ? { ...stored, ...(body as object), version: 5 } : stored };
    });
    inRefine(<AiSettings />);
    await vi.waitFor(() => expect((ai().getByLabelText('Model') as HTMLInputElement).value).toBe('llama3.1'));
    expect(ai().getByText('This team uses its own model below.')).toBeTruthy();

    fireEvent.click(ai().getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent.at(-1)?.method).toBe('PUT'));
    expect(sent.at(-1)).toEqual({ method: 'PUT', path: '/v1/llm/settings', body: { base_url: 'http://llm.internal/v1', model: 'llama3.1', version: 4 } });

    fireEvent.change(ai().getByLabelText('Base URL'), { target: { value: '' } });
    fireEvent.click(ai().getByRole('button', { name: 'Test the connection' }));
    await ai().findByText(/The model answered in 12 ms/);
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/v1/llm/settings/test', body: {} });
  });

  it('says the model’s refusal above the form', async () => {
    await signInAs('owner');
    serve((_method, path) => (path.endsWith('/test') ? { status: 422, body: { message: 'The model server refused the API key (401).', errors: { llm: ['The model server refused the API key (401).'] } } } : { body: stored }));
    inRefine(<AiSettings />);
    await vi.waitFor(() => expect((ai().getByLabelText('Model') as HTMLInputElement).value).toBe('llama3.1'));
    fireEvent.click(ai().getByRole('button', { name: 'Test the connection' }));
    await vi.waitFor(() => expect(ai().getAllByRole('alert').some((a) => a.textContent?.includes('refused the API key (401)'))).toBe(true));
  });
});

describe('a lookup provider’s card', () => {
  const provider = (kind: 'hlr' | 'mnp', cache_hours: number) => ({ kind, configured: true, adapter: 'http', base_url: `https://${kind}.example.com/v1`, api_key: '••••1234', cache_hours, active: true, version: 3, updated_at: null });

  it('shows its own kind from the list and saves it without touching the stored key', async () => {
    await signInAs('owner');
    const sent = serve((method, _path, body) => ({ body: method === 'PUT' ? { ...provider('mnp', 24), ...(body as object), version: 4 } : [provider('hlr', 72), provider('mnp', 24)] }));
    inRefine(<ProviderForm kind="mnp" />);
    const form = within(screen.getByTestId('provider-form'));
    await vi.waitFor(() => expect((form.getByLabelText('Base URL') as HTMLInputElement).value).toBe('https://mnp.example.com/v1'));
    expect(sent[0]).toEqual({ method: 'GET', path: '/v1/enrichment/providers', body: undefined });

    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent.at(-1)?.method).toBe('PUT'));
    expect(sent.at(-1)).toEqual({ method: 'PUT', path: '/v1/enrichment/providers/mnp', body: { adapter: 'http', base_url: 'https://mnp.example.com/v1', cache_hours: 24, active: true, version: 3 } });
  });
});

describe('the lead submitter', () => {
  const stored = { enabled: true, method: 'POST', url: 'https://crm.example.com/api/leads', headers: '••••en', outcomes: ['interested'], mapping: { phone: 'call.to_number' } };
  const logRow = { id: 1, at: '2026-03-05T10:00:00Z', call_id: 7, test: false, status: 'sent', status_code: 200, latency_ms: 30, error: null };

  it('lists the latest submissions, sends a test lead and lists them again', async () => {
    await signInAs('owner');
    const sent = serve((_method, path) => {
      if (path.endsWith('/logs')) return { body: [logRow], headers: { 'x-total-count': '1' } };
      if (path.endsWith('/test')) return { body: { status: 'sent', status_code: 201, latency_ms: 40, error: null, response_excerpt: '{"ok":true}' } };
      return { body: stored };
    });
    const asked = () => sent.filter((r) => r.path === '/v1/voice/agents/lead-submitter/logs').length;
    inRefine(<LeadSubmitterPage />);
    const page = within(await screen.findByTestId('lead-settings'));
    await vi.waitFor(() => expect((page.getByLabelText('Target URL') as HTMLInputElement).value).toBe(stored.url));
    await vi.waitFor(() => expect(within(screen.getByTestId('lead-logs')).getAllByRole('row')).toHaveLength(2));
    expect(asked()).toBe(1);
    expect(sent.find((r) => r.path.endsWith('/logs'))?.query).toEqual({ _sort: 'at', _order: 'desc', _start: '0', _end: '10' });

    fireEvent.click(page.getByTestId('lead-test'));
    expect((await page.findByTestId('lead-test-result')).textContent).toContain('201');
    expect(sent.find((r) => r.path.endsWith('/test'))).toEqual({ method: 'POST', path: '/v1/voice/agents/lead-submitter/test', body: {} });
    await vi.waitFor(() => expect(asked()).toBe(2));
  });

  it('names a refused mapping row above the form', async () => {
    await signInAs('owner');
    serve((method, path) => {
      if (path.endsWith('/logs')) return { body: [] };
      if (method === 'POST') return { status: 422, body: { message: 'The given data was invalid.', errors: { 'mapping.secret': ['Use call., contact. or extracted.'] } } };
      return { body: stored };
    });
    inRefine(<LeadSubmitterPage />);
    const page = within(await screen.findByTestId('lead-settings'));
    await vi.waitFor(() => expect((page.getByLabelText('Target URL') as HTMLInputElement).value).toBe(stored.url));
    fireEvent.click(page.getByRole('button', { name: 'Save' }));
    expect((await page.findByRole('alert')).textContent).toContain('Payload (secret): Use call., contact. or extracted.');
  });
});
