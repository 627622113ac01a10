/**
 * One client's connection to Parley's SMPP server, from its first PDU to its close: the bind
 * (checked with the session paused, so nothing it sends is read before the verdict), enquire_link,
 * unbind, and its submits within the endpoint's window (beyond it, the session reads nothing more
 * until a submit is answered). Every bind attempt and every end is written by bind-log.ts.
 */
import type { Pdu, Session } from 'smpp';
import type { BindType } from '../../../../resources/hub/endpoint-binds.ts';
import { STATUS } from '../../sms/smpp/command-status.ts';
import { coalesceWrites } from '../../sms/smpp/coalesce-writes.ts';
import { plainAddress } from './allowed-address.ts';
import type { BoundEndpoint } from './bind-log.ts';

const BIND_COMMANDS: Record<string, BindType> = { bind_transmitter: 'transmitter', bind_receiver: 'receiver', bind_transceiver: 'transceiver' };
/** What a connection that never binds gets before it is closed. */
const BIND_TIMEOUT_MS = 30_000;
/** Refused binds on one connection before it is closed (a client looping on a wrong password). */
const MAX_REFUSED = 3;
/** How long a deliver_sm waits for its answer. */
const DELIVER_TIMEOUT_MS = 30_000;

export interface Bound {
  bindId: number;
  type: BindType;
  endpoint: BoundEndpoint;
  address: string;
}

/** What the server does for a session: judge and record its bind, end it, take its submits. */
export interface SessionHost {
  bind(attempt: { systemId: string; password: string; type: BindType; address: string }): Promise<{ status: number; bindId: number | null; endpoint: BoundEndpoint | null }>;
  ended(session: ClientSession, ending: 'unbind' | 'dropped' | 'shutdown'): void;
  /** The submit_sm_resp fields for one submit of a bound client: its command_status, and its message_id when accepted. */
  submit(bound: Bound, pdu: Pdu): Promise<{ status: number; messageId?: string }>;
}

export class ClientSession {
  bound: Bound | null = null;
  readonly address: string;
  private refused = 0;
  private outstanding = 0;
  private ending: 'unbind' | 'dropped' | 'shutdown' | null = null;
  /** deliver_sm sent and not yet answered: each hears false if the connection goes first. */
  private readonly awaiting = new Set<(answered: boolean) => void>();
  private readonly bindTimer: NodeJS.Timeout;

  constructor(
    readonly session: Session,
    private readonly host: SessionHost,
  ) {
    this.address = plainAddress(session.socket.remoteAddress ?? '');
    session.socket.setNoDelay(true);
    coalesceWrites(session.socket);
    this.bindTimer = setTimeout(() => this.bound || session.destroy(), BIND_TIMEOUT_MS);
    this.bindTimer.unref();
    session.on('error', () => undefined);
    session.on('close', () => {
      clearTimeout(this.bindTimer);
      for (const settle of this.awaiting) settle(false);
      this.awaiting.clear();
      this.host.ended(this, this.ending ?? 'dropped');
    });
    session.on('pdu', (pdu: Pdu) => void this.receive(pdu));
  }

  /** The bind may be sent receipts (receiver or transceiver). */
  get receives(): boolean {
    return this.bound !== null && this.bound.type !== 'transmitter' && this.ending === null;
  }

  /** Sends a deliver_sm; true once the client answers it with ESME_ROK, false if it refuses or the connection goes first. */
  deliver(fields: Record<string, unknown>): Promise<boolean> {
    return new Promise((resolve) => {
      // A client that never answers has the receipt given back, for this or another bind to try again.
      const timer = setTimeout(() => settle(false), DELIVER_TIMEOUT_MS);
      const settle = (answered: boolean) => {
        clearTimeout(timer);
        this.awaiting.delete(settle);
        resolve(answered);
      };
      this.awaiting.add(settle);
      if (!this.session.deliver_sm(fields, (resp: Pdu) => settle(resp.command_status === STATUS.OK))) settle(false);
    });
  }

  /** Parley is stopping: the client hears an unbind, and the connection closes shortly after whatever it answers. */
  shutdown(): Promise<void> {
    this.ending = 'shutdown';
    return new Promise((resolve) => {
      const done = () => {
        this.session.destroy();
        resolve();
      };
      const timer = setTimeout(done, 1_000);
      if (!this.bound || !this.session.unbind({}, () => (clearTimeout(timer), done()))) (clearTimeout(timer), done());
    });
  }

  private async receive(pdu: Pdu): Promise<void> {
    if (pdu.isResponse()) return;
    const type = BIND_COMMANDS[pdu.command];
    if (type) return this.bind(pdu, type);
    switch (pdu.command) {
      case 'enquire_link':
        return void this.session.send(pdu.response());
      case 'unbind':
        this.ending = 'unbind';
        return void this.session.send(pdu.response(), () => this.session.close());
      case 'submit_sm':
        return this.submit(pdu);
      case 'generic_nack':
        return;
      default:
        // A command this server does not take (data_sm, query_sm, replace_sm…), or one before a bind.
        if (!this.bound) return void this.session.send(pdu.response({ command_status: STATUS.INVALID_BIND_STATUS }));
        return void this.session.send(pdu.response({ command_status: STATUS.INVALID_COMMAND }));
    }
  }

  private async bind(pdu: Pdu, type: BindType): Promise<void> {
    if (this.bound) return void this.session.send(pdu.response({ command_status: STATUS.ALREADY_BOUND }));
    this.session.pause();
    try {
      const outcome = await this.host.bind({ systemId: String(pdu.system_id ?? ''), password: String(pdu.password ?? ''), type, address: this.address });
      if (outcome.status !== STATUS.OK || !outcome.endpoint || outcome.bindId === null) {
        this.session.send(pdu.response({ command_status: outcome.status }));
        if (++this.refused >= MAX_REFUSED) this.session.close();
        return;
      }
      this.bound = { bindId: outcome.bindId, type, endpoint: outcome.endpoint, address: this.address };
      clearTimeout(this.bindTimer);
      this.session.send(pdu.response({ system_id: 'Parley' }));
    } catch (error) {
      console.error(`[parley] SMPP bind from ${this.address} failed: ${(error as Error).message}`);
      this.session.send(pdu.response({ command_status: STATUS.SYSTEM_ERROR }));
    } finally {
      this.session.resume();
    }
  }

  private async submit(pdu: Pdu): Promise<void> {
    const bound = this.bound;
    if (!bound || bound.type === 'receiver') return void this.session.send(pdu.response({ command_status: STATUS.INVALID_BIND_STATUS }));
    // The window: with this many submits unanswered, nothing more is read until one is.
    if (++this.outstanding >= bound.endpoint.window) this.session.pause();
    try {
      const answer = await this.host.submit(bound, pdu);
      this.session.send(pdu.response(answer.status === STATUS.OK ? { message_id: answer.messageId } : { command_status: answer.status }));
    } catch (error) {
      console.error(`[parley] SMPP submit from ${bound.endpoint.name} failed: ${(error as Error).message}`);
      this.session.send(pdu.response({ command_status: STATUS.SYSTEM_ERROR }));
    } finally {
      if (this.outstanding-- >= bound.endpoint.window) this.session.resume();
    }
  }
}
