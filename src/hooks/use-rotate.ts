/**
 * A "new secret" button's work on a record page (a webhook's secret, a route's receipt address, a
 * provider account's signing secret): busy while it runs, a success toast after, the error as a
 * toast when it fails. The old secret stops working at once, so the page says so either way.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../providers/notification-provider.ts';
import { errorText } from '../components/error-text.ts';

export function useRotate(work: () => Promise<void>, doneKey: string): { rotating: boolean; rotate: () => Promise<void> } {
  const { t } = useTranslation();
  const [rotating, setRotating] = useState(false);
  const rotate = async () => {
    setRotating(true);
    try {
      await work();
      toast('success', t(doneKey));
    } catch (error) {
      toast('danger', errorText(error, t));
    } finally {
      setRotating(false);
    }
  };
  return { rotating, rotate };
}
