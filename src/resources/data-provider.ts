/**
 * The data provider for the generic screens. A 409 from an update (stale version) or a delete
 * (record still in use) is an answer for the form to show, not the "verify your email" redirect
 * that the http client applies to other 409s: these two calls skip the client's redirect rules,
 * mark a 409 handled (so the auth provider's onError leaves it too) and let the rest of the
 * errors reach the auth provider's onError as usual (401 → login).
 */
import type { DataProvider } from '@refinedev/core';
import { DATA_API_URL, dataProvider } from '../../providers/data-provider.ts';
import { request, type RequestOptions } from '../../providers/http-client.ts';
import { isHttpError } from '../../providers/http-error.ts';

async function conflictAware(url: string, options: RequestOptions) {
  try {
    return (await request(url, { ...options, redirect: false })).data;
  } catch (error) {
    if (isHttpError(error) && error.status === 409) error.handled = true;
    throw error;
  }
}

const itemUrl = (resource: string, id: string | number) => `${DATA_API_URL}/${resource}/${encodeURIComponent(String(id))}`;

export const resourceDataProvider: DataProvider = {
  ...dataProvider,
  update: async ({ resource, id, variables }) => ({ data: (await conflictAware(itemUrl(resource, id), { method: 'PATCH', body: variables })) as never }),
  deleteOne: async ({ resource, id, variables }) => ({
    data: (await conflictAware(itemUrl(resource, id), { method: 'DELETE', body: variables ?? undefined })) as never,
  }),
};
