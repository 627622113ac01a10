/** Contacts, audiences, campaigns, automations and offers. */
export { customFields } from './custom-fields.ts';
export { offers } from './offers.ts';
