/**
 * One write per burst instead of one per PDU. The smpp package writes each PDU to the socket on its
 * own, and with Nagle off (setNoDelay: a lone submit must not wait) every PDU became a system call
 * (about 8 % of the CPU in the hub's bench). Corking the socket at the first write of a turn
 * of the event loop and uncorking once the turn's code has run sends what that turn wrote — a
 * batch's 200 submit_sm_resp, a window of submits — as one writev, and a lone PDU still leaves at once.
 */
import type { Socket } from 'node:net';

export function coalesceWrites(socket: Socket): void {
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  let corked = false;
  const uncork = () => {
    corked = false;
    socket.uncork();
  };
  socket.write = ((...args: unknown[]) => {
    if (!corked && !socket.destroyed) {
      corked = true;
      socket.cork();
      process.nextTick(uncork);
    }
    return write(...args);
  }) as Socket['write'];
}
