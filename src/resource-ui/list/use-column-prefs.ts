import { useCallback, useState } from 'react';
import type { Resource } from '../../../resources/kit/index.ts';
import { useSession } from '../../session/use-session.ts';
import { defaultColumns, loadColumns, saveColumns } from '../column-prefs.ts';

/** The visible columns of a list, remembered for this user. */
export function useColumnPrefs(resource: Resource) {
  const userId = useSession().user?.id ?? 'anonymous';
  const [columns, setState] = useState(() => loadColumns(userId, resource));
  const setColumns = useCallback(
    (next: string[]) => {
      setState(next);
      saveColumns(userId, resource, next);
    },
    [userId, resource],
  );
  const reset = useCallback(() => setColumns(defaultColumns(resource)), [resource, setColumns]);
  return { columns, setColumns, reset };
}
