import { useState } from 'react';
import { useCustom, useCustomMutation, type BaseRecord, type HttpError } from '@refinedev/core';
import type { Resource } from '../../../resources/kit/index.ts';

/** A source record's webhook address and secret, as `GET <apiPath>/:id/webhook` answers them. */
export interface WebhookInfo {
  url: string;
  secret: string;
  rotated_at: string;
  signature_header: string;
  delivery_header: string;
}

export function useWebhookInfo(resource: Resource, id: string) {
  const path = `${resource.apiPath}/${encodeURIComponent(id)}/webhook`;
  // Not kept past the panel: a rotated secret lives only in this hook, so a cached answer would show the old one.
  const { query } = useCustom({ url: path, method: 'get', errorNotification: false, queryOptions: { gcTime: 0 } });
  const { mutateAsync } = useCustomMutation<BaseRecord, HttpError, undefined>();
  const [rotated, setRotated] = useState<WebhookInfo>();
  const rotate = async () => {
    // The panel words the outcome itself (useRotate).
    const { data } = await mutateAsync({ url: `${path}/rotate`, method: 'post', values: undefined, successNotification: false, errorNotification: false });
    setRotated(data as WebhookInfo);
  };
  const loaded = query.data?.data as WebhookInfo | undefined;
  return { info: rotated ?? loaded, loading: query.isFetching, error: query.error, reload: () => void query.refetch(), rotate };
}
