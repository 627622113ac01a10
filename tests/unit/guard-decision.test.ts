import { describe, expect, it } from 'vitest';
import { decideGuards, type GuardSession } from '../../src/guards/guard-decision.ts';
import { homePathFor, safeReturnPath } from '../../providers/home-path.ts';

const verified = { email_verified_at: '2024-01-01', onboarded_at: '2024-01-02' };
const unverified = { email_verified_at: null, onboarded_at: null };
const notOnboarded = { email_verified_at: '2024-01-01', onboarded_at: null };

const signedIn = (user: GuardSession['user'] = verified): GuardSession => ({ hasToken: true, user, status: 'ready' });
const signedOut: GuardSession = { hasToken: false, user: null, status: 'idle' };
const loc = (pathname: string, search = '') => ({ pathname, search });

describe('route guards (docs/areas/account-and-teams.md#route-guards)', () => {
  it('auth: signed-out users go to /login with the way back', () => {
    expect(decideGuards(['auth'], signedOut, loc('/settings/tokens', '?x=1'))).toEqual({
      type: 'redirect',
      to: '/login?to=%2Fsettings%2Ftokens%3Fx%3D1',
    });
    expect(decideGuards(['auth'], signedIn(), loc('/settings/tokens'))).toEqual({ type: 'allow' });
  });

  it('auth: a token without a loaded user is not signed in yet: wait, or report the server down', () => {
    expect(decideGuards(['auth'], { hasToken: true, user: null, status: 'loading' }, loc('/'))).toEqual({ type: 'wait' });
    expect(decideGuards(['auth'], { hasToken: true, user: null, status: 'idle' }, loc('/'))).toEqual({ type: 'wait' });
    expect(decideGuards(['auth'], { hasToken: true, user: null, status: 'error' }, loc('/'))).toEqual({ type: 'error' });
  });

  it('auth: a user object without a token is not signed in', () => {
    expect(decideGuards(['auth'], { hasToken: false, user: verified, status: 'ready' }, loc('/x'))).toMatchObject({ type: 'redirect' });
  });

  it('guest: signed-in users are sent home (or to onboarding / verification first)', () => {
    expect(decideGuards(['guest'], signedOut, loc('/login'))).toEqual({ type: 'allow' });
    expect(decideGuards(['guest'], signedIn(), loc('/login'))).toEqual({ type: 'redirect', to: '/' });
    expect(decideGuards(['guest'], signedIn(), loc('/login', '?to=/settings/tokens'))).toEqual({ type: 'redirect', to: '/settings/tokens' });
    expect(decideGuards(['guest'], signedIn(notOnboarded), loc('/login'))).toEqual({ type: 'redirect', to: '/onboarding/profile' });
    expect(decideGuards(['guest'], signedIn(unverified), loc('/signup'))).toEqual({ type: 'redirect', to: '/verify-email' });
  });

  it('guest: a failed user fetch still shows the guest page', () => {
    expect(decideGuards(['guest'], { hasToken: true, user: null, status: 'error' }, loc('/login'))).toEqual({ type: 'allow' });
  });

  it('unverified: only for signed-in unverified users', () => {
    expect(decideGuards(['unverified'], signedIn(unverified), loc('/verify-email'))).toEqual({ type: 'allow' });
    expect(decideGuards(['unverified'], signedIn(), loc('/verify-email'))).toEqual({ type: 'redirect', to: '/' });
    expect(decideGuards(['unverified'], signedOut, loc('/verify-email'))).toEqual({ type: 'redirect', to: '/login?to=%2Fverify-email' });
  });

  it('unverified: right after sign-up, without a session, the page says where the link went', () => {
    expect(decideGuards(['unverified'], { ...signedOut, pendingSignup: true }, loc('/verify-email'))).toEqual({ type: 'allow' });
    expect(decideGuards(['auth', 'verified'], { ...signedOut, pendingSignup: true }, loc('/'))).toEqual({ type: 'redirect', to: '/login' });
  });

  it('unverified: a signed verification link opens for anyone', () => {
    const link = '?id=1&hash=abc&expires=9&signature=sig';
    expect(decideGuards(['unverified'], signedOut, loc('/verify-email', link))).toEqual({ type: 'allow' });
    expect(decideGuards(['unverified'], signedIn(), loc('/verify-email', link))).toEqual({ type: 'allow' });
  });

  it('verified: unverified users go to /verify-email', () => {
    expect(decideGuards(['auth', 'verified'], signedIn(unverified), loc('/'))).toEqual({ type: 'redirect', to: '/verify-email' });
    expect(decideGuards(['auth', 'verified'], signedIn(), loc('/'))).toEqual({ type: 'allow' });
    expect(decideGuards(['auth', 'verified'], signedOut, loc('/'))).toEqual({ type: 'redirect', to: '/login' });
  });

  it('routes without guards only wait for a loading user', () => {
    expect(decideGuards([], signedOut, loc('/team-invitations/x'))).toEqual({ type: 'allow' });
    expect(decideGuards([], { hasToken: true, user: null, status: 'loading' }, loc('/team-invitations/x'))).toEqual({ type: 'wait' });
  });
});

describe('home path after sign-in', () => {
  it('puts verification before onboarding before the requested page', () => {
    expect(homePathFor(unverified, '/x')).toBe('/verify-email');
    expect(homePathFor(notOnboarded, '/x')).toBe('/onboarding/profile');
    expect(homePathFor(verified, '/x')).toBe('/x');
    expect(homePathFor(verified)).toBe('/');
  });

  it('follows only same-site return paths', () => {
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/login?to=/x')).toBeNull();
    expect(safeReturnPath('/team-invitations/abc')).toBe('/team-invitations/abc');
  });
});
