/**
 * Every setting Parley reads from the environment, parsed once. The README's table of
 * environment variables mirrors this file.
 */
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Public URL of the app, used in links that mails carry. */
  appUrl: string;
  /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | null;
  dataDir: string;
  /** Secret for signed links; generated and kept in the database when not given. */
  appKey: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  demo: { seed: boolean; email: string; password: string };
  google: { issuer: string; clientId: string; clientSecret: string; redirectUri: string } | null;
  tokenTtlSeconds: number;
  authRateLimit: { max: number; windowMs: number };
  bodyLimitBytes: number;
  logLevel: string;
  trustProxy: boolean;
  distDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000);
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          redirectUri: env.GOOGLE_REDIRECT_URI ?? `${appUrl}/google/callback`,
        }
      : null;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    appUrl,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    appKey: env.APP_KEY || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Parley <no-reply@parley.local>',
    demo: {
      seed: env.SEED_DEMO !== 'false',
      email: env.DEMO_EMAIL ?? 'demo@parley.dev',
      password: env.DEMO_PASSWORD ?? 'parley-demo',
    },
    google,
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 60 * 60 * 12),
    authRateLimit: { max: int(env.AUTH_RATE_LIMIT, 10), windowMs: 60_000 },
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
  };
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
