import { useState } from 'react';
import { useDataProvider, useInvalidate, type BaseRecord } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { actionPath, type ActionDef, type Resource } from '../../../resources/kit/index.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { DATA_API_URL } from '../../../providers/data-provider.ts';
import { errorText } from '../../components/error-text.ts';
import { recordPath } from '../routes.ts';
import { useScreenRoutes } from '../screen-routes.tsx';
import { useIntlLocale } from '../use-locale.ts';
import { createdId, documentUrl, resultKey, resultValues, type ActionAnswer } from './action-result.ts';

/** DATA_API_URL ends in /v1, which every apiPath starts with. */
const actionUrl = (path: string) => `${DATA_API_URL.replace(/\/v1$/, '')}${path}`;

/**
 * Runs a resource's custom actions: one call at a time per screen (`pending` names it, so its
 * button spins), then the answer as a toast, a document in a new tab or the new record, and the
 * resource's lists and records refreshed. Failures (409 refusals, 422, 503) show the server's words.
 */
export function useRunAction(resource: Resource) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const dataProvider = useDataProvider();
  const [pending, setPending] = useState<string | null>(null);
  const routes = useScreenRoutes(resource);

  async function run(action: ActionDef, record?: BaseRecord, input: Record<string, unknown> = {}): Promise<boolean> {
    const label = t(`${resource.name}.actions.${action.name}`);
    const method = (action.method ?? 'POST').toLowerCase() as 'get' | 'post' | 'put' | 'patch';
    setPending(action.name);
    try {
      const { data } = await dataProvider().custom!<ActionAnswer>({
        url: actionUrl(actionPath(resource.apiPath, action, record?.id)),
        method,
        ...(method === 'get' ? { query: input } : { payload: input }),
      });
      const answer = (data ?? {}) as ActionAnswer;
      await invalidate({ resource: resource.name, invalidates: ['list', 'many', 'detail'], ...(record?.id !== undefined && { id: record.id }) });
      const url = documentUrl(answer);
      if (url) window.open(url, '_blank', 'noopener');
      toast('success', label, { description: t(resultKey(resource, action), resultValues(resource, answer, t, locale)) });
      const made = createdId(answer, record?.id);
      const target = routes && (routes.edit || routes.show);
      if (made !== null && target) navigate(recordPath(target, made));
      return true;
    } catch (error) {
      toast('danger', t('resources.actions.failed', { action: label }), { description: errorText(error, t) });
      return false;
    } finally {
      setPending(null);
    }
  }

  return { run, pending };
}
