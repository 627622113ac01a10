/** The form widget each field kind gets; ResourceForm renders the matching component. */
import type { FieldDef } from '../../../resources/kit/index.ts';

export type Widget =
  | 'text'
  | 'email'
  | 'url'
  | 'phone'
  | 'textarea'
  | 'markdown'
  | 'number'
  | 'money'
  | 'switch'
  | 'select'
  | 'multiselect'
  | 'tags'
  | 'reference'
  | 'date'
  | 'datetime'
  | 'json'
  | 'country'
  | 'custom-values'
  | 'field-mapping'
  | 'sms-text'
  | 'route-targets'
  | 'route-attempts';

export function widgetFor(field: FieldDef): Widget {
  switch (field.kind) {
    // A multi-select without fixed options takes free tags.
    case 'multiselect':
      return field.options?.length || field.choices ? 'multiselect' : 'tags';
    default:
      return field.kind;
  }
}

const isOptional = (field: FieldDef) => field.schema.safeParse(undefined).success;

/** Required unless the schema accepts nothing (optional or with a default). */
export function isRequiredField(field: FieldDef): boolean {
  return field.required ?? !isOptional(field);
}

/** Fields the form shows: writable ones; `form: 'create'` only when creating. */
export function formFields(fields: Record<string, FieldDef>, action: 'create' | 'edit'): [string, FieldDef][] {
  return Object.entries(fields).filter(([, f]) => !f.readOnly && f.form !== false && (action === 'create' || f.form !== 'create'));
}
