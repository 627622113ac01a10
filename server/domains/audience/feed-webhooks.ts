/** A feed receives its contacts by webhook: its deliveries are taken in as a feed run's rows. */
import { feeds } from '../../db/schema/index.ts';
import { onTable, type WebhookSource } from '../../webhooks/sources.ts';
import { takeFeedDelivery } from './feed-intake.ts';

export const feedWebhooks: WebhookSource = {
  kind: 'feeds',
  ...onTable(feeds, 'name'),
  apply: (tx, d) => takeFeedDelivery(tx, { teamId: d.teamId, feedId: d.record.id, raw: d.raw, contentType: d.contentType, deliveryId: d.deliveryId, receivedAt: d.receivedAt }),
};
