import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { isHttpError, type FieldErrors, type HttpError } from '../../../providers/http-error.ts';
import { errorText } from '../error-text.ts';

/** How a settings card words a refusal, where its fields and the API's names differ. */
export interface RefusalRules {
  /** The messages that go under the form's fields, by field name (all of them unless a card says otherwise). */
  fieldErrors?: (errors: FieldErrors) => FieldErrors;
  /** A message above the form even when some went under fields. */
  message?: (error: HttpError) => string | undefined;
}

/** Puts a failure's field messages under their fields; returns what to say above the form, if anything. */
export function placeRefusal<V>(error: unknown, form: FormInstance<V>, t: TFunction, { fieldErrors = (errors) => errors, message }: RefusalRules): string | null {
  if (!isHttpError(error)) return errorText(error, t);
  const placed = Object.entries(fieldErrors(error.errors));
  if (placed.length) form.setFields(placed.map(([name, errors]) => ({ name: name as never, errors })));
  return message?.(error) ?? (placed.length ? null : errorText(error, t));
}
