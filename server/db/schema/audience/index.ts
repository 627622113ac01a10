/** Contacts and audiences: custom fields, segments, opt-outs, feeds, uploads, events and e-mail templates. */
export * from './custom-fields.ts';
export * from './contacts.ts';
export * from './segments.ts';
export * from './feeds.ts';
export * from './feed-logs.ts';
export * from './data-files.ts';
export * from './data-file-errors.ts';
export * from './contact-events.ts';
export * from './opt-outs.ts';
export * from './segment-members.ts';
export * from './email-templates.ts';
