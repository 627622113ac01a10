/**
 * Every setting Parley reads from the environment, parsed once. The README's table of
 * environment variables mirrors this file.
 */
import fs from 'node:fs';
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
  /**
   * Key that seals stored credentials (base64, 32 bytes), and earlier keys still accepted while a
   * rotation re-seals; without one the embedded database keeps a generated key in its data folder.
   */
  credentials: { key: string | null; previous: string[] };
  smtpUrl: string | null;
  mailFrom: string;
  demo: { seed: boolean; email: string; password: string };
  google: { issuer: string; clientId: string; clientSecret: string; redirectUri: string } | null;
  tokenTtlSeconds: number;
  authRateLimit: { max: number; windowMs: number };
  bodyLimitBytes: number;
  /** Webhook deliveries: largest body, and how many requests per minute one address may send. */
  webhook: { bodyLimitBytes: number; ratePerMinute: number };
  logLevel: string;
  trustProxy: boolean;
  distDir: string;
  /** What this process does: serve the API, run background jobs, or both (the default). */
  role: 'all' | 'api' | 'worker';
  jobs: {
    /** A running job whose heartbeat is older than this many seconds lost its process and is retried. */
    stallSeconds: number;
    /** Jobs of one kind a worker process runs at once. */
    concurrency: number;
  };
  /** Where exported files and other files Parley makes are kept. */
  filesDir: string;
  /** Rows an export writes per second at most, so a huge export leaves the database room (0: no limit). */
  exportRowsPerSecond: number;
  /** A team's segment counts are recounted at most once per this many ms after its contacts change. */
  segmentRecountMs: number;
  /** How often due feeds are looked for (feeds run hourly or daily). */
  feedScheduleTickMs: number;
  /** How often scheduled campaigns are started and waiting sends woken. */
  campaignTickMs: number;
  /** How often the after-call worker looks for ended calls whose steps have not run. */
  afterCallTickMs: number;
  /** The longest the automation runner sleeps with no notice and no wait ending (a safety net: notices wake it at once). */
  automationTickMs: number;
  /** Journeys the automation runner claims per round. */
  automationBatch: number;
  /** A journey claimed this long ago by a runner that has not moved it on belongs to a process that died. */
  automationClaimStaleSeconds: number;
  /** Uploads of contacts (multipart or tus): the largest file accepted, in bytes. */
  uploadMaxBytes: number;
  /** How long an unfinished resumable upload is kept for its sender to go on; then its bytes go. */
  uploadResumeHours: number;
  /** Rows an import writes per second at most (0: no limit); tests slow it down to kill it half-way. */
  importRowsPerSecond: number;
  /** HLR and MNP lookups (server/domains/enrichment/). */
  lookups: {
    /** Average time the built-in simulator takes per answer; 0 answers at once (tests). */
    simulatorLatencyMs: number;
    /** Numbers of one batch looked up at once. */
    concurrency: number;
    /** Tries per number before it is recorded as failed. */
    attempts: number;
    /** Wait before a number's second try; each later one waits twice as long (with jitter). */
    retryDelayMs: number;
  };
  /** Voice calls (server/domains/voice/). */
  voice: {
    /** Milliseconds the built-in call simulator waits between two events of a call (tests: a few). */
    simulatorPaceMs: number;
  };
  /** The hub's SMPP server, where clients bind (server/domains/hub/smpp/). */
  hub: {
    /** SMPP_SERVER_PORT (2776 unless set); null when it is off. */
    smppPort: number | null;
    /** PEM text of the certificate and key (SMPP_SERVER_TLS_CERT/_KEY, each a file or the PEM itself): the port speaks TLS only. */
    smppTls: { cert: string; key: string } | null;
    /** How long a receipt waits for its client to bind and answer it (HUB_RECEIPT_HOLD_HOURS). */
    receiptHoldHours: number;
    /** Seconds between tries of an HTTP client's receipt; the last repeats (server/domains/hub/http/receipt-poster.ts has the default; tests shorten it). */
    receiptRetrySeconds?: readonly number[];
  };
  /** SMS delivery (server/domains/sms/delivery/). */
  sms: {
    /** The built-in SMSC simulator's port on 127.0.0.1; null when it is not started. */
    simulatorPort: number | null;
    /** Share of the simulator's messages delivered (0–1); the rest end undelivered, expired or rejected. */
    simulatorDeliveryRatio: number;
    /** The simulator's receipts come within this many ms of the submit. */
    simulatorReceiptMs: number;
    /** How long a message waits for its route's bind to come up before it fails over. */
    bindWaitMs: number;
    /** A message claimed by a sender that has not touched it for this long belongs to a dead process and is sent again. */
    claimStaleMs: number;
    /** How long an SMS test waits for its handset before it times out (SMS_TEST_TIMEOUT_SECONDS; 300 when absent). */
    testTimeoutSeconds?: number;
    /** A live phone silent this long is offline (LIVE_PHONE_OFFLINE_SECONDS; 600 when absent). */
    livePhoneOfflineSeconds?: number;
    /** Runs the demo's simulated live phones beside the SMSC simulator (LIVE_PHONE_SIMULATOR; off when absent). */
    livePhoneSimulator?: boolean;
  };
  /** The installation's language model (server/domains/llm/); a team's own AI settings override it. */
  llm: LlmEnvConfig;
}

export interface LlmEnvConfig {
  /** An OpenAI-compatible API's base URL (…/v1); null: no model unless a team sets its own. */
  baseUrl: string | null;
  apiKey: string | null;
  model: string | null;
  /** Time for one attempt of a call, in ms. */
  timeoutMs: number;
  /** Further attempts after a 408, 409, 429 or 5xx answer or a lost connection, with backoff. */
  maxRetries: number;
  /** USD per million tokens, in and out, by model name; a model not listed costs 0. */
  prices: Record<string, { in: number; out: number }>;
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
    credentials: {
      key: env.CREDENTIALS_KEY?.trim() || null,
      previous: (env.CREDENTIALS_KEY_PREVIOUS ?? '').split(',').map((k) => k.trim()).filter(Boolean),
    },
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
    webhook: { bodyLimitBytes: int(env.WEBHOOK_BODY_LIMIT_BYTES, 2 * 1024 * 1024), ratePerMinute: int(env.WEBHOOK_RATE_LIMIT, 600) },
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    role: parseRole(env.PARLEY_ROLE),
    jobs: { stallSeconds: int(env.JOB_STALL_SECONDS, 60), concurrency: int(env.JOB_CONCURRENCY, 2) },
    filesDir: path.resolve(env.FILES_DIR ?? path.join(env.DATA_DIR ?? 'data', 'files')),
    exportRowsPerSecond: Math.max(0, Number.parseInt(env.EXPORT_ROWS_PER_SECOND ?? '0', 10) || 0),
    segmentRecountMs: int(env.SEGMENT_RECOUNT_MS, 2000),
    feedScheduleTickMs: int(env.FEED_SCHEDULE_TICK_MS, 60_000),
    campaignTickMs: int(env.CAMPAIGN_TICK_MS, 5_000),
    afterCallTickMs: int(env.AFTER_CALL_TICK_MS, 1_000),
    automationTickMs: int(env.AUTOMATION_TICK_MS, 30_000),
    automationBatch: int(env.AUTOMATION_BATCH, 1_000),
    automationClaimStaleSeconds: int(env.AUTOMATION_CLAIM_STALE_SECONDS, 300),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 512 * 1024 * 1024),
    uploadResumeHours: int(env.UPLOAD_RESUME_HOURS, 24),
    importRowsPerSecond: Math.max(0, Number.parseInt(env.IMPORT_ROWS_PER_SECOND ?? '0', 10) || 0),
    lookups: {
      simulatorLatencyMs: atLeastZero(env.LOOKUP_SIMULATOR_LATENCY_MS, 40),
      concurrency: int(env.LOOKUP_CONCURRENCY, 8),
      attempts: int(env.LOOKUP_ATTEMPTS, 3),
      retryDelayMs: atLeastZero(env.LOOKUP_RETRY_DELAY_MS, 500),
    },
    voice: { simulatorPaceMs: atLeastZero(env.VOICE_SIMULATOR_PACE_MS, 800) },
    hub: {
      smppPort: portOrOff('SMPP_SERVER_PORT', env.SMPP_SERVER_PORT, 2776),
      smppTls: tlsPair(env.SMPP_SERVER_TLS_CERT, env.SMPP_SERVER_TLS_KEY),
      receiptHoldHours: int(env.HUB_RECEIPT_HOLD_HOURS, 72),
    },
    sms: {
      simulatorPort: portOrOff('SMSC_SIMULATOR_PORT', env.SMSC_SIMULATOR_PORT, 2775),
      simulatorDeliveryRatio: ratio(env.SMSC_SIMULATOR_DELIVERY_RATIO, 0.95),
      simulatorReceiptMs: atLeastZero(env.SMSC_SIMULATOR_RECEIPT_MS, 2_000),
      bindWaitMs: int(env.SMS_BIND_WAIT_MS, 15_000),
      claimStaleMs: int(env.SMS_CLAIM_STALE_SECONDS, 180) * 1_000,
      testTimeoutSeconds: int(env.SMS_TEST_TIMEOUT_SECONDS, 300),
      livePhoneOfflineSeconds: int(env.LIVE_PHONE_OFFLINE_SECONDS, 600),
      livePhoneSimulator: !['off', 'false', '0'].includes((env.LIVE_PHONE_SIMULATOR ?? 'on').toLowerCase()),
    },
    llm: {
      baseUrl: env.LLM_BASE_URL?.trim().replace(/\/$/, '') || null,
      apiKey: env.LLM_API_KEY?.trim() || null,
      model: env.LLM_MODEL?.trim() || null,
      timeoutMs: int(env.LLM_TIMEOUT_MS, 60_000),
      maxRetries: atLeastZero(env.LLM_MAX_RETRIES, 2),
      prices: parseLlmPrices(env.LLM_PRICES),
    },
  };
}

/**
 * `LLM_PRICES="gpt-4o-mini=0.15/0.6, llama3.1=0/0"`: USD per million input/output tokens by model.
 * A malformed entry stops the start: a wrong price would quietly misreport every cost.
 */
export function parseLlmPrices(value: string | undefined): Record<string, { in: number; out: number }> {
  const out: Record<string, { in: number; out: number }> = {};
  for (const entry of (value ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const match = /^(.+?)=(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(entry);
    if (!match) throw new Error(`LLM_PRICES entries are model=in/out in USD per million tokens, such as gpt-4o-mini=0.15/0.6 (got "${entry}")`);
    out[match[1].trim()] = { in: Number(match[2]), out: Number(match[3]) };
  }
  return out;
}

function parseRole(value: string | undefined): Config['role'] {
  if (!value || value === 'all') return 'all';
  if (value === 'api' || value === 'worker') return value;
  throw new Error(`PARLEY_ROLE must be all, api or worker (got "${value}")`);
}

/** A listening port, `fallback` when unset, null for 0, off or false. */
function portOrOff(name: string, value: string | undefined, fallback: number): number | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '0' || text === 'off' || text === 'false') return null;
  const n = Number.parseInt(text, 10);
  if (!text) return fallback;
  if (!(n > 0 && n < 65_536)) throw new Error(`${name} must be a port, 0 or off (got "${value}")`);
  return n;
}

/** Both or neither: each is PEM text or the path of a file holding it. */
function tlsPair(cert: string | undefined, key: string | undefined): { cert: string; key: string } | null {
  if (!cert?.trim() && !key?.trim()) return null;
  if (!cert?.trim() || !key?.trim()) throw new Error('SMPP_SERVER_TLS_CERT and SMPP_SERVER_TLS_KEY go together: set both, or neither for plain SMPP');
  const pem = (name: string, value: string) => {
    if (value.includes('-----BEGIN')) return value;
    try {
      return fs.readFileSync(value.trim(), 'utf8');
    } catch (error) {
      throw new Error(`${name}: cannot read ${value.trim()} (${(error as Error).message})`);
    }
  };
  return { cert: pem('SMPP_SERVER_TLS_CERT', cert), key: pem('SMPP_SERVER_TLS_KEY', key) };
}

function ratio(value: string | undefined, fallback: number): number {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : fallback;
}

function atLeastZero(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
