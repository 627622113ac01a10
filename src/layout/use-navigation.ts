import { useMemo } from 'react';
import { visibleNavigation, type NavGroup } from '../../resources/navigation.ts';
import { canUser } from '../../providers/access-control-provider.ts';
import { isScreenRegistered } from '../routes/screen-registry.ts';
import { useSession } from '../session/use-session.ts';

/** The sidebar for this user: built screens their role may list in their team's areas, empty groups dropped. */
export function useNavigation(): NavGroup[] {
  const { user } = useSession();
  return useMemo(() => visibleNavigation(isScreenRegistered, (request) => canUser(user, request).can), [user]);
}
