// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n } from '../../providers/i18n-provider.ts';
import { setNavigator } from '../../providers/session-events.ts';
import { App } from '../../src/app.tsx';
import { mockFetch, setPath, type Route } from './helpers.ts';

beforeAll(async () => {
  await initI18n('en');
});

// The whole app renders here, lazy pages and all: on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLogin(route: Route) {
  setPath('/login');
  setNavigator(vi.fn(), vi.fn());
  const fetchMock = mockFetch(route);
  render(<App />);
  return fetchMock;
}

async function submit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
}

describe('login page', () => {
  it('shows Google sign-in only when the server offers it', async () => {
    renderLogin((url) => (url.endsWith('/v1/config') ? { body: { app_name: 'Parley', google_enabled: true, mail_outbox: true, build: 'x' } } : { body: {} }));
    // The first render transforms and loads the lazy login page, slow on a busy machine.
    expect(await screen.findByTestId('google-sign-in', {}, { timeout: 15_000 })).toBeTruthy();
    cleanup();
    renderLogin((url) => (url.endsWith('/v1/config') ? { body: { app_name: 'Parley', google_enabled: false, mail_outbox: true, build: 'x' } } : { body: {} }));
    await screen.findByLabelText('Email');
    await act(async () => undefined);
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
  }, 20_000);

  it("shows the server's 401 message above the form", async () => {
    const fetchMock = renderLogin((url) =>
      url.endsWith('/v1/token/login') ? { status: 401, body: { message: 'These credentials do not match our records.' } } : { body: {} },
    );
    await submit('ada@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('These credentials do not match our records.')).toBeTruthy();
    const login = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/v1/token/login'));
    expect(JSON.parse(String(login![1].body))).toEqual({ email: 'ada@example.com', password: 'wrong-password' });
  });

  it('puts 422 field errors under their fields', async () => {
    renderLogin((url) =>
      url.endsWith('/v1/token/login')
        ? { status: 422, body: { message: 'Invalid input.', errors: { email: ['No account uses this address.'] } } }
        : { body: {} },
    );
    await submit('nobody@example.com', 'whatever1');
    expect(await screen.findByText('No account uses this address.')).toBeTruthy();
    expect(screen.queryByText('Invalid input.')).toBeNull();
  });

  it('checks the fields before calling the API', async () => {
    const fetchMock = renderLogin(() => ({ body: {} }));
    await submit('not-an-email', '');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(await screen.findByText('Enter your password.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/v1/token/login'))).toBe(false);
  });
});
