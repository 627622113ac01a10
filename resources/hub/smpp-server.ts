/** Where hub clients bind (docs/areas/hub.md#binds): the port of Parley's SMPP server, as a hub screen shows it. */
import { z } from '../validation.ts';

export const smppServerPath = '/v1/hub/smpp-server';

export const smppServerSchema = z.object({
  /** SMPP_SERVER_PORT; null when the server is off. */
  port: z.number().int().nullable(),
  /** The port speaks TLS only (SMPP_SERVER_TLS_CERT and _KEY are set). */
  tls: z.boolean(),
});
export type SmppServerInfo = z.infer<typeof smppServerSchema>;
