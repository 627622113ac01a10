/**
 * The contact's own fields a column of an uploaded file can fill, in the order the upload wizard
 * offers them; any other target is one of the team's custom field keys. The wizard, the header
 * guess, the import's check of the mapping and the rows it writes all read this one list, so a
 * field added here is offered, guessed, accepted and written alike. Labels: the locales'
 * `upload-wizard.mapping.fields.<field>`.
 */
export const CONTACT_FIELDS = ['phone', 'first_name', 'last_name', 'email', 'country', 'tags'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export function isContactField(target: string): target is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(target);
}
