/**
 * Which of these actions have the related record their `whenRelated` asks for (stop-feed: an
 * active feed fills the campaign's segment): one list query of a single row per such action,
 * cached and refreshed with the related resource's lists.
 */
import { useQueries } from '@tanstack/react-query';
import { keys, useDataProvider, type BaseRecord } from '@refinedev/core';
import { relatedQuery, resourceByName, type ActionDef } from '../../../resources/kit/index.ts';

/** Names of the actions whose related record exists; an action without `whenRelated` is always in. */
export function useRelatedPresent(actions: ActionDef[], record: BaseRecord | undefined): Set<string> {
  const asks = actions.flatMap((action) => {
    const condition = action.whenRelated;
    const related = condition && resourceByName(condition.resource);
    const query = condition && record ? relatedQuery(condition, record) : null;
    return condition && related ? [{ action, path: related.apiPath, query, resource: related.name }] : [];
  });
  // As many queries as such actions, which no single Refine hook gives; the data provider still asks.
  const dataProvider = useDataProvider();
  const answers = useQueries({
    queries: asks.map((ask) => ({
      // Refine's own list key: invalidating the related resource's lists (a feed switched off) asks again.
      queryKey: keys().data('default').resource(ask.resource).action('list').params({ related: ask.query }).get(),
      enabled: ask.query !== null,
      queryFn: async () => (await dataProvider().custom!({ url: ask.path, method: 'get', query: ask.query ?? undefined })).data as unknown,
    })),
  });
  const present = new Set(actions.filter((a) => !a.whenRelated).map((a) => a.name));
  asks.forEach((ask, i) => {
    const rows = answers[i].data;
    if (Array.isArray(rows) && rows.length > 0) present.add(ask.action.name);
  });
  return present;
}
