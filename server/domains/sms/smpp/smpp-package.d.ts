/**
 * The part of the untyped `smpp` package (0.5.1) Parley uses: sessions on either side of a bind,
 * the server, PDUs and the command status codes. PDU fields are read and written by their SMPP
 * names (system_id, short_message, receipted_message_id…), so a PDU is an open record.
 */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer, Socket } from 'node:net';

  export interface Pdu {
    command: string;
    command_id: number;
    command_status: number;
    sequence_number: number;
    isResponse(): boolean;
    response(options?: Record<string, unknown>): Pdu;
    [field: string]: unknown;
  }

  type ResponseCallback = (pdu: Pdu) => void;
  type Command = (options?: Record<string, unknown>, onResponse?: ResponseCallback, onSent?: ResponseCallback) => boolean;

  export class Session extends EventEmitter {
    socket: Socket;
    paused: boolean;
    /** False when the socket is no longer writable (the PDU was not sent). */
    send(pdu: Pdu, onResponse?: ResponseCallback, onSent?: ResponseCallback): boolean;
    pause(): void;
    resume(): void;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    bind_transceiver: Command;
    bind_transmitter: Command;
    bind_receiver: Command;
    submit_sm: Command;
    deliver_sm: Command;
    enquire_link: Command;
    unbind: Command;
    generic_nack: Command;
  }

  export interface Server extends NetServer {
    sessions: Session[];
  }

  export class PDU {
    constructor(command: string, options?: Record<string, unknown>);
  }

  export function connect(options: { host: string; port: number }, onConnect?: () => void): Session;
  export function createServer(options: Record<string, unknown>, onSession: (session: Session) => void): Server;

  /** Command status codes by name: ESME_ROK, ESME_RTHROTTLED… */
  export const errors: Record<string, number>;
}
