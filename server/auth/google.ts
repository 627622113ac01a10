/**
 * Google sign-in as a standard OpenID Connect authorization-code flow with PKCE. The issuer is
 * configurable, so any OpenID provider (and the test suite's local one) works the same way.
 */
import * as oidc from 'openid-client';
import { and, eq, lt } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { oauthStates } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';

const STATE_TTL_MS = 10 * 60 * 1000;

export type GoogleSettings = NonNullable<Config['google']>;

export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export const notConfigured = () =>
  new HttpError(501, 'Google sign-in is not configured on this server. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to enable it.');

export function createGoogleSignIn(db: Db, settings: GoogleSettings) {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= discover(settings).catch((error) => {
      discovered = null; // try again on the next sign-in
      throw new HttpError(502, `Google sign-in is unavailable: the identity provider did not answer (${(error as Error).message}).`);
    });
    return discovered;
  };

  return {
    async authorizationUrl(): Promise<string> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
      await db.insert(oauthStates).values({ state, codeVerifier, nonce, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return url.href;
    },

    /** Exchanges the code the provider sent back; each state works once, within ten minutes. */
    async complete(query: Record<string, string>): Promise<GoogleIdentity> {
      const config = await configuration();
      const [pending] = await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.state, query.state ?? '')))
        .returning();
      if (!pending || pending.expiresAt < new Date()) throw new HttpError(422, 'This sign-in attempt has expired. Start again from the sign-in page.');
      const callback = new URL(settings.redirectUri);
      for (const [key, value] of Object.entries(query)) callback.searchParams.set(key, value);
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('no ID token');
        return {
          sub: claims.sub,
          email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
          emailVerified: claims.email_verified === true,
          name: typeof claims.name === 'string' ? claims.name : null,
        };
      } catch (error) {
        throw new HttpError(422, `Google sign-in failed: ${(error as Error).message}`);
      }
    },
  };
}

function discover(settings: GoogleSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  // Plain http only for a provider on this machine (development and the test suite).
  const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  return oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, local ? { execute: [oidc.allowInsecureRequests] } : undefined);
}
