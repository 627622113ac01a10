import { describe, expect, it } from 'vitest';
import { decideErrorRedirect, isAuthExemptPath } from '../../providers/redirect-rules.ts';

const at = (pathname: string, hasToken = true, search = '') => ({ pathname, search, hasToken });

describe('redirect rules (docs/areas/account-and-teams.md#redirect-rules)', () => {
  it('401 with a token clears it and goes to /login, remembering where the user was', () => {
    expect(decideErrorRedirect(401, at('/settings/tokens', true, '?tab=1'))).toEqual({
      clearToken: true,
      redirectTo: '/login?to=%2Fsettings%2Ftokens%3Ftab%3D1',
      hard: true,
    });
    expect(decideErrorRedirect(401, at('/')).redirectTo).toBe('/login');
  });

  it('401 without a token is left to the caller (rethrown)', () => {
    expect(decideErrorRedirect(401, at('/login', false))).toEqual({ clearToken: false, redirectTo: null, hard: false });
    expect(decideErrorRedirect(401, at('/settings/tokens', false)).redirectTo).toBeNull();
  });

  it('419 clears the token and goes to /login', () => {
    const decision = decideErrorRedirect(419, at('/my-account/profile'));
    expect(decision.clearToken).toBe(true);
    expect(decision.redirectTo).toBe('/login?to=%2Fmy-account%2Fprofile');
  });

  it.each(['/signup', '/forget-password', '/password-reset/abc123', '/password-reset'])(
    '401 and 419 on %s clear the token but stay',
    (path) => {
      expect(decideErrorRedirect(401, at(path))).toEqual({ clearToken: true, redirectTo: null, hard: true });
      expect(decideErrorRedirect(419, at(path)).redirectTo).toBeNull();
    },
  );

  it('409 for an unverified email sends the user to /verify-email without a reload, unless already there', () => {
    expect(decideErrorRedirect(409, at('/'), 'email_unverified')).toEqual({ clearToken: false, redirectTo: '/verify-email', hard: false });
    expect(decideErrorRedirect(409, at('/verify-email'), 'email_unverified').redirectTo).toBeNull();
  });

  it('other 409s (a stale version, a record still in use) stay for the form to show', () => {
    expect(decideErrorRedirect(409, at('/campaigns/offers/3/edit'))).toEqual({ clearToken: false, redirectTo: null, hard: false });
  });

  it.each([400, 403, 404, 422, 429, 500])('%i does not redirect', (status) => {
    expect(decideErrorRedirect(status, at('/settings/tokens'))).toEqual({ clearToken: false, redirectTo: null, hard: false });
  });

  it('exempt paths are matched by segment, not by prefix text', () => {
    expect(isAuthExemptPath('/signup')).toBe(true);
    expect(isAuthExemptPath('/signups')).toBe(false);
    expect(isAuthExemptPath('/password-reset/x/y')).toBe(true);
  });
});
