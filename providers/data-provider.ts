/**
 * Refine's dataProvider: the stock simple-rest provider (json-server conventions, docs/architecture.md#lists) with
 * our http client underneath instead of its axios, so every call gets the token, the refresh, the
 * redirect rules and `HttpError` with field errors; `custom` reaches any endpoint of the API.
 */
import type { CustomParams, DataProvider } from '@refinedev/core';
import simpleRest from '@refinedev/simple-rest';
import { API_BASE } from '../resources/account/endpoints.ts';
import { request, type Query, type RequestOptions } from './http-client.ts';

export const DATA_API_URL = `${API_BASE}/v1`;

type Method = NonNullable<RequestOptions['method']>;
type Config = { headers?: Record<string, string>; data?: unknown };

/** The headers simple-rest reads (`x-total-count`), as the plain object axios would give it. */
function headersObject(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    out[key.toLowerCase()] = value;
  });
  return out;
}

async function call(method: Method, url: string, body: unknown, config?: Config) {
  const response = await request(url, { method, body, headers: config?.headers });
  return { data: response.data, status: response.status, headers: headersObject(response.headers) };
}

/** Just the slice of the axios interface simple-rest calls. */
const axiosLike = {
  get: (url: string, config?: Config) => call('GET', url, undefined, config),
  delete: (url: string, config?: Config) => call('DELETE', url, config?.data, config),
  post: (url: string, data?: unknown, config?: Config) => call('POST', url, data, config),
  put: (url: string, data?: unknown, config?: Config) => call('PUT', url, data, config),
  patch: (url: string, data?: unknown, config?: Config) => call('PATCH', url, data, config),
};

type AxiosInstanceLike = NonNullable<Parameters<typeof simpleRest>[1]>;

const base = simpleRest(DATA_API_URL, axiosLike as unknown as AxiosInstanceLike);

async function custom({ url, method, payload, query, headers }: CustomParams) {
  const verb = method.toUpperCase() as Method;
  const response = await request(url, {
    method: verb,
    query: (query ?? undefined) as Query | undefined,
    body: verb === 'GET' ? undefined : payload,
    headers: headers as Record<string, string> | undefined,
  });
  return { data: response.data as never };
}

export const dataProvider: DataProvider = { ...base, custom };
