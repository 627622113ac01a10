import { useCallback } from 'react';
import { useCustomMutation } from '@refinedev/core';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { fetchCurrentUser } from '../../../providers/current-user.ts';

/** PUT /v1/user, then reload the cached user so the header and guards see the change. */
export function useSaveUser(): (changes: Record<string, unknown>) => Promise<void> {
  const { mutateAsync } = useCustomMutation();
  return useCallback(
    async (changes) => {
      // The forms say what failed under their fields or above them.
      await mutateAsync({ url: endpoints.user, method: 'put', values: changes, successNotification: false, errorNotification: false });
      await fetchCurrentUser({ force: true });
    },
    [mutateAsync],
  );
}
