/** The hub's SMPP server as the process starts it: on SMPP_SERVER_PORT unless that is off. */
import type { SmppServerInfo } from '../../../../resources/hub/smpp-server.ts';
import type { Config } from '../../../config.ts';
import type { AppContext } from '../../../context.ts';
import type { Stop } from '../../area.ts';
import { smppIntake } from '../intake/smpp-intake.ts';
import { startSmppServer } from './smpp-server.ts';

export async function startHubSmppServer(ctx: AppContext): Promise<Stop> {
  const { smppPort, smppTls, receiptHoldHours } = ctx.config.hub;
  if (smppPort === null) return () => undefined;
  try {
    const server = await startSmppServer(ctx, { port: smppPort, tls: smppTls, receiptHoldHours, submit: smppIntake(ctx) });
    console.log(`[parley] hub clients bind over SMPP${smppTls ? ' with TLS' : ''} on port ${server.port}`);
    return server.stop;
  } catch (error) {
    // Another process on this machine has the port: this one serves HTTP only, and says so.
    console.error(`[parley] the hub's SMPP server could not listen on port ${smppPort}: ${(error as Error).message}`);
    return () => undefined;
  }
}

/** What a hub screen tells an admin about where clients bind. */
export function smppServerInfo(config: Config): SmppServerInfo {
  return { port: config.hub.smppPort, tls: config.hub.smppTls !== null };
}
