// @vitest-environment jsdom
/**
 * Screens a role may not open show the access-denied page instead of asking the server (which
 * would answer 403), and a reference to a resource the user may not list asks nothing either.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Refine, type DataProvider } from '@refinedev/core';
import { Form } from 'antd';
import { MemoryRouter } from 'react-router';
import { can, type ResourceName } from '../../resources/access/index.ts';
import { domains } from '../../resources/index.ts';
import { clearCurrentUser, fetchCurrentUser } from '../../providers/current-user.ts';
import { initI18n, loadAllTranslations } from '../../providers/i18n-provider.ts';
import { setToken } from '../../providers/session-store.ts';
import { AccessGate } from '../../src/guards/access-gate.tsx';
import { ReferenceSelect } from '../../src/resource-ui/form/reference-select.tsx';
import { resourceScreens } from '../../src/resource-ui/screens.ts';
import { resourceRoutes } from '../../src/resource-ui/routes.ts';
import { mockFetch, sampleUser } from './helpers.ts';

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});

async function signInAs(role: 'owner' | 'admin' | 'viewer', isStaff = false, hubEnabled = true) {
  clearCurrentUser();
  setToken('tok');
  const settings = { hub_enabled: hubEnabled, outbound_allowed_hosts: [], default_country: null, contact_countries: [] };
  mockFetch(() => ({ body: { ...sampleUser, is_staff: isStaff, current_team: { ...sampleUser.current_team, role, settings } } }));
  await fetchCurrentUser();
}

beforeEach(() => clearCurrentUser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const gate = (resource: ResourceName, action: string, area?: 'hub') =>
  render(
    <MemoryRouter>
      <AccessGate request={{ resource, action, area }}>
        <p>the screen</p>
      </AccessGate>
    </MemoryRouter>,
  );

describe('the access gate', () => {
  it('shows the screen to a role that may open it', async () => {
    await signInAs('admin');
    gate('team-tokens', 'list');
    expect(screen.getByText('the screen')).toBeTruthy();
  });

  it('tells a viewer which role the screen needs, and which they have', async () => {
    await signInAs('viewer');
    gate('team-tokens', 'list');
    expect(screen.queryByText('the screen')).toBeNull();
    expect(screen.getByTestId('error-code').textContent).toBe('403');
    expect(screen.getByText("You don't have access to this page")).toBeTruthy();
    expect(screen.getByText(/needs the Admin role or higher in Analytical Engines; your role there is Viewer/)).toBeTruthy();
  });

  it('says when a screen is for platform staff only', async () => {
    await signInAs('owner');
    gate('mail-outbox', 'list');
    expect(screen.getByText(/for Parley platform staff only/)).toBeTruthy();
  });

  it('says the hub is switched off, and who may switch it on', async () => {
    await signInAs('admin', false, false);
    gate('routes', 'list', 'hub');
    expect(screen.queryByText('the screen')).toBeNull();
    expect(screen.getByText('The hub is switched off')).toBeTruthy();
    expect(screen.getByText(/As an owner or admin you can switch it on/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open team settings' })).toBeTruthy();
    cleanup();
    await signInAs('viewer', true, false);
    gate('endpoints', 'list');
    expect(screen.getByText(/An owner or admin of the team can switch it on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open team settings' })).toBeNull();
  });

  it('opens a hub screen while the hub is on', async () => {
    await signInAs('viewer', false, true);
    gate('routes', 'list', 'hub');
    expect(screen.getByText('the screen')).toBeTruthy();
  });

  it('decides with the same can() as the server, which names what a denial needs', () => {
    const viewer = { id: 1, is_staff: false, role: 'viewer' as const };
    expect(can(viewer, { resource: 'offers', action: 'create' })).toMatchObject({ can: false, needs: 'member' });
    expect(can(viewer, { resource: 'team-tokens', action: 'list' })).toMatchObject({ can: false, needs: 'admin' });
    expect(can(viewer, { resource: 'domain-accounts', action: 'list' })).toMatchObject({ can: false, needs: 'staff' });
    expect(can(viewer, { resource: 'offers', action: 'list' })).toEqual({ can: true });
  });

  it('guards every generic screen with the rule of its action', () => {
    const screens = new Map(resourceScreens([domains]).map((s) => [s.path, s.access]));
    const routes = resourceRoutes(domains)!;
    expect(screens.get(routes.list)).toEqual({ resource: 'domains', action: 'list' });
    expect(screens.get(routes.create!)).toEqual({ resource: 'domains', action: 'create' });
    expect(screens.get(routes.edit!)).toEqual({ resource: 'domains', action: 'edit' });
    expect(screens.get(routes.show)).toEqual({ resource: 'domains', action: 'show' });
    for (const view of domains.routes.views ?? []) expect(screens.get(view.path)).toEqual({ resource: 'domains', action: 'list' });
  });
});

describe('a reference the user may not list', () => {
  const field = domains.fields.registrar_account_id;

  function renderSelect(dataProvider: DataProvider) {
    return render(
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
        <Form initialValues={{ registrar_account_id: 4 }}>
          <Form.Item name="registrar_account_id" label="Registrar account">
            <ReferenceSelect field={field} />
          </Form.Item>
        </Form>
      </Refine>,
    );
  }

  const provider = () => {
    const getList = vi.fn(async () => ({ data: [{ id: 4, name: 'Namecheap main' }], total: 1 }));
    const getMany = vi.fn(async () => ({ data: [{ id: 4, name: 'Namecheap main' }] }));
    const dataProvider = { getList, getMany, getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), getApiUrl: () => '' } as unknown as DataProvider;
    return { dataProvider, getList, getMany };
  };

  it('is not asked for, and says who may choose it', async () => {
    await signInAs('admin');
    const { dataProvider, getList, getMany } = provider();
    const { container } = renderSelect(dataProvider);
    await new Promise((r) => setTimeout(r, 50));
    expect(getList).not.toHaveBeenCalled();
    expect(getMany).not.toHaveBeenCalled();
    expect(container.querySelector('.ant-select-disabled')).toBeTruthy();
    expect(container.textContent).toContain('#4');
  });

  it('is searched as usual for platform staff', async () => {
    await signInAs('admin', true);
    const { dataProvider, getList } = provider();
    renderSelect(dataProvider);
    await vi.waitFor(() => expect(getList).toHaveBeenCalled());
  });
});
