// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  clearSession,
  getRefreshMarker,
  getToken,
  needsRefresh,
  REFRESH_MARKER_KEY,
  setToken,
  TOKEN_KEY,
} from '../../providers/session-store.ts';

describe('session store', () => {
  it('stores the token under "token" and a marker 10 minutes ahead under "refresh_token"', () => {
    setToken('abc', 1_000_000);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(TOKEN_KEY).toBe('token');
    expect(REFRESH_MARKER_KEY).toBe('refresh_token');
    expect(localStorage.getItem('refresh_token')).toBe(String(1_000_000 + 600_000));
    expect(getRefreshMarker()).toBe(1_600_000);
  });

  it('needs a refresh only once the marker has passed', () => {
    setToken('abc', 0);
    expect(needsRefresh(599_999)).toBe(false);
    expect(needsRefresh(600_000)).toBe(true);
    expect(needsRefresh(700_000)).toBe(true);
  });

  it('never refreshes without a token, and refreshes a token whose marker is missing', () => {
    expect(needsRefresh(Date.now())).toBe(false);
    localStorage.setItem('token', 'legacy');
    expect(needsRefresh(Date.now())).toBe(true);
    localStorage.setItem('refresh_token', 'garbage');
    expect(needsRefresh(Date.now())).toBe(true);
  });

  it('clearSession removes token, marker, user caches and the auth cookie, nothing else', () => {
    setToken('abc');
    localStorage.setItem('dictionary', '{}');
    localStorage.setItem('onboarding', '{}');
    localStorage.setItem('locale', 'ar');
    document.cookie = 'token=abc; path=/';
    document.cookie = 'other=1; path=/';
    clearSession();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('dictionary')).toBeNull();
    expect(localStorage.getItem('onboarding')).toBeNull();
    expect(localStorage.getItem('locale')).toBe('ar');
    expect(document.cookie).not.toMatch(/(^|; )token=/);
    expect(document.cookie).toMatch(/other=1/);
  });
});
