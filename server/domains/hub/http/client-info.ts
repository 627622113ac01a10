/** What an endpoint's page tells an admin about its HTTP clients (docs/areas/hub.md#http-clients): where to send, the key's state, the receipt signing secret. */
import { API_BASE } from '../../../../resources/account/endpoints.ts';
import { hubSubmitPath, RECEIPT_SIGNATURE_HEADER, SENDSMS_PATH, type HttpClientInfo } from '../../../../resources/hub/http-clients.ts';
import type { AppContext } from '../../../context.ts';
import { revealSigningSecret } from './credentials.ts';

export async function httpClientInfo(ctx: AppContext, teamId: number, id: number): Promise<HttpClientInfo> {
  const { secret, apiKeySetAt } = await revealSigningSecret(ctx.database.db, teamId, id);
  return {
    submit_url: `${ctx.config.appUrl}${API_BASE}${hubSubmitPath}`,
    sendsms_url: `${ctx.config.appUrl}${SENDSMS_PATH}`,
    api_key_set_at: apiKeySetAt?.toISOString() ?? null,
    signing_secret: secret,
    signature_header: RECEIPT_SIGNATURE_HEADER,
  };
}
