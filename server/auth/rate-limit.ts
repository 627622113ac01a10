import type { Config } from '../config.ts';

/** Route config for endpoints that guess-and-retry attacks aim at: login, register, reset, refresh. */
export function authRateLimit(config: Config) {
  return {
    max: config.authRateLimit.max,
    timeWindow: config.authRateLimit.windowMs,
    errorResponseBuilder: (_request: unknown, context: { after: string }) => ({
      statusCode: 429,
      message: `Too many attempts. Try again in ${context.after}.`,
    }),
  };
}
