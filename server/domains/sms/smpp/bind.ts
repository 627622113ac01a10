/**
 * Opening one SMPP bind: connect, send bind_<type>, and hand back the session once the SMSC says yes,
 * paused: the caller resumes it once its listeners are on.
 */
import smpp, { type Pdu, type Session } from 'smpp';
import { statusName } from './command-status.ts';
import { coalesceWrites } from './coalesce-writes.ts';

export type BindType = 'transceiver' | 'transmitter' | 'receiver';

export interface BindSettings {
  host: string;
  port: number;
  systemId: string;
  password: string;
  systemType?: string;
  bindType?: BindType;
  /** The address range the bind claims (bind addr_ton/addr_npi); most vendors want 0/0. */
  addrTon?: number;
  addrNpi?: number;
}

/** Why a bind did not come up: `status` is the SMSC's answer when it answered (a wrong password…). */
export class BindError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'BindError';
  }
}

/** SMPP 3.4; the bind says so, and the SMSC answers in its own version. */
const INTERFACE_VERSION = 0x34;

export function openBind(settings: BindSettings, timeoutMs: number): Promise<Session> {
  const { host, port, systemId, password, systemType = '', bindType = 'transceiver', addrTon = 0, addrNpi = 0 } = settings;
  return new Promise((resolve, reject) => {
    const session = smpp.connect({ host, port });
    let settled = false;
    const fail = (error: BindError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      session.destroy();
      reject(error);
    };
    const timer = setTimeout(() => fail(new BindError(`No answer to the bind from ${host}:${port} within ${timeoutMs} ms.`, null)), timeoutMs);
    // Later errors belong to the link, which listens for the close that follows them.
    session.on('error', (e: Error) => fail(new BindError(`Cannot reach ${host}:${port}: ${e.message}`, null)));
    session.on('close', () => fail(new BindError(`${host}:${port} closed the connection before answering the bind.`, null)));
    session.on('connect', () => {
      // Small PDUs one by one: Nagle would hold a submit until the SMSC acknowledged the one before.
      session.socket.setNoDelay(true);
      coalesceWrites(session.socket);
      const bind = { system_id: systemId, password, system_type: systemType, interface_version: INTERFACE_VERSION, addr_ton: addrTon, addr_npi: addrNpi };
      session[`bind_${bindType}`](bind, (resp: Pdu) => {
        if (resp.command_status !== 0) return fail(new BindError(`The SMSC refused the bind: ${statusName(resp.command_status)}.`, resp.command_status));
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        // The SMSC may send receipts right behind its answer: hold them until the caller listens (resume()).
        session.pause();
        resolve(session);
      });
    });
  });
}
