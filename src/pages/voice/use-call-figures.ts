/** The calls figures endpoints, read with Refine's custom query (the list's filters as their query). */
import { useCustom } from '@refinedev/core';

type Query = Record<string, string | string[] | undefined>;

/** `path` answered for `query`; `undefined` until a whole answer (Refine reports `{}` until then). */
export function useCallFigures<T extends object>(path: string, query: Query, ready: (answer: object) => boolean, enabled = true) {
  const { query: state, result } = useCustom<T>({
    url: path,
    method: 'get',
    config: { query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) },
    errorNotification: false,
    queryOptions: { enabled },
  });
  const data = result.data && ready(result.data) ? result.data : undefined;
  return { data, state };
}
