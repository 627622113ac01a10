import type { User } from '../resources/account/schemas.ts';

/** Only same-site paths are followed from `?to=`, so a crafted link cannot bounce users away. */
export function safeReturnPath(to: string | null | undefined): string | null {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return null;
  if (to === '/login' || to.startsWith('/login?')) return null;
  return to;
}

/**
 * Where a signed-in user belongs right after signing in: unverified users verify first, users who
 * never onboarded fill in their profile, everyone else goes where they were heading or home.
 */
export function homePathFor(user: Pick<User, 'email_verified_at' | 'onboarded_at'>, to?: string | null): string {
  if (!user.email_verified_at) return '/verify-email';
  if (!user.onboarded_at) return '/onboarding/profile';
  return safeReturnPath(to) ?? '/';
}
