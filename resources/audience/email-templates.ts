import { z } from '../validation.ts';
import { defineResource, field, nameField, selectField } from '../kit/index.ts';

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
    name: nameField(),
    subject: field({ schema: z.string().trim().min(1).max(200), kind: 'text', list: true, search: true, filter: ['like'] }),
    body: field({ schema: z.string().min(1).max(100_000), kind: 'markdown', list: false }),
    category: selectField(EMAIL_TEMPLATE_CATEGORIES, { initial: 'marketing' }),
  },
});
