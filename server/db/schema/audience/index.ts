/** Contacts, audiences, campaigns, automations and offers. */
export * from './custom-fields.ts';
export * from './offers.ts';
