import { z } from '../validation.ts';
import { defineResource, field } from '../kit/index.ts';

export const EMAIL_TEMPLATE_CATEGORIES = ['marketing', 'transactional', 'notification'] as const;

/** A reusable e-mail (automations and campaign follow-ups); `{{first_name}}`-style placeholders in subject and body. */
export const emailTemplates = defineResource({
  name: 'email-templates',
  apiPath: '/v1/audience/email-templates',
  routes: {},
  scope: 'team',
  icon: 'mail',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: field({ schema: z.string().trim().min(1).max(120), kind: 'text', list: true, sortable: true, search: true, filter: ['like'] }),
    subject: field({ schema: z.string().trim().min(1).max(200), kind: 'text', list: true, search: true, filter: ['like'] }),
    body: field({ schema: z.string().min(1).max(100_000), kind: 'markdown', list: false }),
    category: field({ schema: z.enum(EMAIL_TEMPLATE_CATEGORIES).default('marketing'), kind: 'select', options: EMAIL_TEMPLATE_CATEGORIES, list: true, sortable: true, filter: ['eq', 'in'] }),
  },
});
