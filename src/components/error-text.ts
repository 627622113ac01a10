import type { TFunction } from 'i18next';
import { isHttpError } from '../../providers/http-error.ts';

/** The sentence to show for a failed call: the server's own message, or ours when none came. */
export function errorText(error: unknown, t: TFunction): string {
  if (isHttpError(error)) {
    if (error.status === 0) return t('errors.network');
    if (error.status === 403) return error.message || t('errors.forbidden');
    return error.message || t('errors.unexpected');
  }
  return t('errors.unexpected');
}
