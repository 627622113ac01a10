/**
 * A live phone reports by webhook (phone-report.ts), signed with its own sealed secret, at the
 * team-scoped address or at `/v1/webhooks/live-phone/{id}`, the one a handset app is given.
 */
import { livePhones } from '../../../db/schema/index.ts';
import { onTable, type WebhookSource } from '../../../webhooks/sources.ts';
import { livePhoneTeam } from './phone-team.ts';
import { applyPhoneReport } from './phone-report.ts';

export const livePhoneWebhooks: WebhookSource = {
  kind: 'live-phones',
  ...onTable(livePhones, 'number'),
  teamOf: livePhoneTeam,
  apply: applyPhoneReport,
};
