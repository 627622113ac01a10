import { endpoints } from '../../resources/account/endpoints.ts';
import type { PublicConfig } from '../../resources/account/schemas.ts';
// The plain client, not Refine's hooks: the sign-in page asks before Refine (the signed-in shell) mounts.
import { http } from '../../providers/http-client.ts';
import { useRequest } from './use-request.ts';

/** GET /v1/config: what this installation offers (Google sign-in, the mail outbox). */
export function usePublicConfig(): PublicConfig | undefined {
  return useRequest('public-config', () => http.get<PublicConfig>(endpoints.config)).data;
}
