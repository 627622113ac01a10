/**
 * Input every route refuses before its own validation: a NUL character anywhere in the path, the
 * query or a JSON body (PostgreSQL cannot store one in text, so it would fail late as a 500), and
 * query parameters named like members of every JavaScript object (`constructor`, `__proto__`,
 * `toString_like`), which no Parley parameter is and which code reading parameters by name could
 * mistake for its own. Both answer 422 naming the parameter or field.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE } from '../../resources/account/endpoints.ts';
import { invalid, type FieldErrors } from './errors.ts';

const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));
const FILTER_SUFFIX = /_(like|gte|lte|ne)$/;
const NUL = '\u0000';
const NUL_MESSAGE = 'Contains a NUL character, which Parley does not accept.';

/** A query parameter name that is, or filters on, a member of Object.prototype. */
export function isPrototypeName(name: string): boolean {
  return PROTOTYPE_NAMES.has(name) || PROTOTYPE_NAMES.has(name.replace(FILTER_SUFFIX, ''));
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith(API_BASE)) return;
    const errors: FieldErrors = Object.create(null); // no inherited keys: a field may be named `constructor`
    const fail = (field: string, message: string) => void (errors[field] ??= []).push(message);
    if (rawPath(request).includes(NUL)) fail('path', NUL_MESSAGE);
    for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
      if (isPrototypeName(name)) fail(name, `Unknown parameter ${name}.`);
      else if (name.includes(NUL) || hasNul(value)) fail(name.replaceAll(NUL, '\\0'), NUL_MESSAGE);
    }
    for (const [name, value] of Object.entries((request.params ?? {}) as Record<string, unknown>)) if (hasNul(value)) fail(name, NUL_MESSAGE);
    findNul(request.body, '', fail);
    if (Object.keys(errors).length) throw invalid(errors);
  });
}

/** The decoded path, so `%00` counts like a literal NUL. */
function rawPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(hasNul);
  return false;
}

/** Every string and key in a JSON body, named by its path (`rows.2.name`). */
function findNul(value: unknown, path: string, fail: (field: string, message: string) => void): void {
  if (typeof value === 'string') {
    if (value.includes(NUL)) fail(path || 'body', NUL_MESSAGE);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => findNul(item, path ? `${path}.${i}` : String(i), fail));
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key.replaceAll(NUL, '\\0')}` : key.replaceAll(NUL, '\\0');
      if (key.includes(NUL)) fail(at, NUL_MESSAGE);
      findNul(item, at, fail);
    }
  }
}
