/** Field messages as the API sends them in a 422: `{ field: ["message", ...] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * Any non-2xx answer. `statusCode` mirrors `status` because Refine reads that name, so the same
 * object can travel through Refine's hooks unchanged.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly statusCode: number;
  readonly errors: FieldErrors;
  /** Set once the http client has already redirected for this error, so nobody does it twice. */
  handled = false;
  /** The API's machine-readable reason, when it gives one (`email_unverified`). */
  code?: string;

  constructor(status: number, message: string, errors: FieldErrors = {}, code?: string) {
    super(message);
    this.code = code;
    this.name = 'HttpError';
    this.status = status;
    this.statusCode = status;
    this.errors = errors;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

/** Reads the API's `{message, errors}` body; anything else becomes a message from the status. */
export function parseErrorBody(status: number, statusText: string, body: unknown): HttpError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message ? record.message : statusText || `HTTP ${status}`;
  return new HttpError(status, message, normaliseErrors(record.errors), typeof record.code === 'string' ? record.code : undefined);
}

function normaliseErrors(raw: unknown): FieldErrors {
  if (!raw || typeof raw !== 'object') return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(raw as Record<string, unknown>)) {
    const list = Array.isArray(value) ? value : [value];
    const messages = list.filter((m): m is string => typeof m === 'string' && m.length > 0);
    if (messages.length) out[field] = messages;
  }
  return out;
}
