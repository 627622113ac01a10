import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';

export const VOICE_PROVIDERS = ['simulator', 'twilio', 'telnyx', 'vonage'] as const;
export const VOICE_ACCOUNT_STATUSES = ['active', 'disabled', 'error'] as const;

/** A team's own telephony account (bring your own carrier); the simulator needs no credentials. */
export const voiceAccounts = defineResource({
  name: 'voice-accounts',
  apiPath: '/v1/voice/accounts',
  routes: { list: '/agents/settings/accounts' },
  scope: 'team',
  access: { read: 'viewer', write: 'admin' },
  icon: 'cloud-server',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    provider: selectField(VOICE_PROVIDERS),
    account_sid: field({ schema: z.string().trim().max(120).optional(), kind: 'text', list: true, search: true, filter: ['eq'] }),
    /** A credential: never a list column nor shown on the record page. */
    api_key: field({ schema: z.string().max(500).optional(), kind: 'text', secret: true, list: false }),
    region: field({ schema: z.string().trim().max(40).optional(), kind: 'text', list: true, filter: ['eq'] }),
    status: selectField(VOICE_ACCOUNT_STATUSES, { initial: 'active', filter: ['eq', 'in', 'ne'] }),
  },
});
