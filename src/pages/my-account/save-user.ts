import { endpoints } from '../../../resources/account/endpoints.ts';
import { fetchCurrentUser } from '../../../providers/current-user.ts';
import { http } from '../../../providers/http-client.ts';

/** PUT /v1/user, then reload the cached user so the header and guards see the change. */
export async function saveUser(changes: Record<string, unknown>): Promise<void> {
  await http.put(endpoints.user, changes);
  await fetchCurrentUser({ force: true });
}
