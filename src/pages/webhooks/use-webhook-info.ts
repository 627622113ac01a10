import { useState } from 'react';
import type { Resource } from '../../../resources/kit/index.ts';
import { http } from '../../../providers/http-client.ts';
import { useRequest } from '../../hooks/use-request.ts';

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
  const loaded = useRequest<WebhookInfo>(path, () => http.get<WebhookInfo>(path));
  const [rotated, setRotated] = useState<WebhookInfo>();
  const rotate = async () => setRotated(await http.post<WebhookInfo>(`${path}/rotate`));
  return { info: rotated ?? loaded.data, loading: loaded.loading, error: loaded.error, reload: loaded.reload, rotate };
}
