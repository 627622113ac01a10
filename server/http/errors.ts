/**
 * One error format for every answer (docs/architecture.md#errors): `{ message, errors?: { field: [messages] } }`.
 * Route code throws HttpError; the error handler turns everything else into a safe answer.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { resourceByName } from '../../resources/kit/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The resource whose fields the body carries: a field only Parley sets is named as such. */
    bodyOf?: string;
  }
}

/** The answer to a body that sets a field only Parley writes (a status, a call's cost). */
export const SET_BY_PARLEY = 'Parley sets this; it cannot be changed by hand.';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** A machine-readable reason where the status alone is ambiguous (409 has several). */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'You need to sign in.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const EMAIL_UNVERIFIED = 'email_unverified';
export const unverified = () => new HttpError(409, 'Your email address is not verified.', undefined, undefined, EMAIL_UNVERIFIED);
export const sessionExpired = () => new HttpError(419, 'Your session has expired. Sign in again.');

/** A 422 for one or more fields, with the first message as the summary. */
export function invalid(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new HttpError(422, first, errors);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, ...(error.code && { code: error.code }), ...(error.errors && { errors: error.errors }) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = Object.create(null); // no inherited keys: a field may be named `constructor`
      for (const issue of error.validation) {
        const params = issue.params as { keys?: string[] };
        // An unknown key is that key's error, so the form (or the API client) sees which one.
        if (issue.keyword === 'unrecognized_keys' && params.keys?.length) {
          const fields = (issue.instancePath === '' || issue.instancePath === '/') && resourceByName(request.routeOptions.config?.bodyOf ?? '')?.fields;
          for (const key of params.keys) (errors[prefixed(issue.instancePath, key)] ??= []).push(fields && Object.hasOwn(fields, key) && fields[key].readOnly ? SET_BY_PARLEY : `Unknown field: ${key}.`);
          continue;
        }
        const field = fieldName(issue.instancePath, issue.params as { issue?: { path?: PropertyKey[] } });
        (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.status(422).send({ message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors });
    }
    const status = error.statusCode ?? 500;
    if (isResponseSerializationError(error) || status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on our side. Try again; if it keeps happening, quote request id ' + request.id + '.' });
    }
    // Fastify's own client errors: malformed JSON, body too large, unsupported media type, rate limit.
    if (status === 400 && error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return reply.status(422).send({ message: 'The request body is empty.' });
    return reply.status(status).send({ message: clientMessage(error, status) });
  });
}

function prefixed(instancePath: string, key: string): string {
  const base = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return base ? `${base}.${key}` : key;
}

function fieldName(instancePath: string, params: { issue?: { path?: PropertyKey[] } } | undefined): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  const issuePath = params?.issue?.path;
  return issuePath?.length ? issuePath.join('.') : 'body';
}

function clientMessage(error: FastifyError, status: number): string {
  if (status === 413) return 'The request is too large.';
  if (status === 415) return 'Send the request body as JSON.';
  if (status === 429) return error.message || 'Too many requests. Wait a minute and try again.';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return 'The request body is not valid JSON.';
  return error.message;
}
