import { useCallback, useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../providers/http-error.ts';
import { errorText } from '../components/error-text.ts';

export interface SubmitState {
  submitting: boolean;
  /** A message that belongs to no single field (a 401, a 500, or a 422 for an unknown field). */
  formError: string | null;
  clearError: () => void;
}

/** Puts a failure's field messages under their fields; false when none belonged to a field. */
export type FieldErrorPlacer = (error: unknown) => boolean;

/**
 * Runs a form's submit: busy state, the server's 422 `errors` under their fields (of an antd form,
 * or through a placer of one's own), and any other failure as one message above the form.
 */
export function useSubmit<T>(form: FormInstance<T> | FieldErrorPlacer | null, action: (values: T) => Promise<void>) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = useCallback(
    async (values: T) => {
      setSubmitting(true);
      setFormError(null);
      try {
        await action(values);
      } catch (error) {
        const placed = typeof form === 'function' ? form(error) : form ? placeFieldErrors(form, error) : false;
        if (!placed) setFormError(errorText(error, t));
      } finally {
        setSubmitting(false);
      }
    },
    [action, form, t],
  );

  const state: SubmitState = { submitting, formError, clearError: () => setFormError(null) };
  return { submit, ...state };
}

/** Puts each `errors.field` message under its field; false when none matched a field. */
export function placeFieldErrors<T>(form: FormInstance<T>, error: unknown): boolean {
  if (!isHttpError(error)) return false;
  const known = new Set(Object.keys(form.getFieldsValue() ?? {}));
  const fields = Object.entries(error.errors)
    .filter(([name]) => known.has(name))
    .map(([name, errors]) => ({ name: name as never, errors }));
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}
