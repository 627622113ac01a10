/** A socket's writes in one turn of the event loop leave as one writev; a lone write leaves at once. */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { coalesceWrites } from '../../../server/domains/sms/smpp/coalesce-writes.ts';

const open: net.Socket[] = [];
let server: net.Server | undefined;

async function socketPair(): Promise<{ client: net.Socket; received: Buffer[] }> {
  const received: Buffer[] = [];
  server = net.createServer((s) => {
    open.push(s);
    s.on('data', (d) => received.push(d));
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
  const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
  await new Promise((r) => client.once('connect', r));
  client.setNoDelay(true);
  open.push(client);
  return { client, received };
}

afterEach(async () => {
  for (const s of open.splice(0)) s.destroy();
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
});

describe('coalesceWrites', () => {
  it('sends what one turn wrote as one writev, and a later lone write by itself', async () => {
    const { client, received } = await socketPair();
    const calls: string[] = [];
    const socket = client as unknown as { _writev: (...a: unknown[]) => unknown; _write: (...a: unknown[]) => unknown };
    const writev = socket._writev.bind(client);
    const write = socket._write.bind(client);
    socket._writev = (chunks: unknown, cb: unknown) => (calls.push(`writev:${(chunks as unknown[]).length}`), writev(chunks, cb));
    socket._write = (chunk: unknown, enc: unknown, cb: unknown) => (calls.push('write'), write(chunk, enc, cb));
    coalesceWrites(client);

    for (let i = 0; i < 5; i++) client.write(Buffer.from(`pdu${i};`));
    expect(calls).toEqual([]); // held until the turn's code has run
    await new Promise((r) => setImmediate(r));
    expect(calls).toEqual(['writev:5']);

    client.write(Buffer.from('lone;'));
    await new Promise((r) => setImmediate(r));
    expect(calls).toEqual(['writev:5', 'write']);

    for (const deadline = Date.now() + 2_000; Buffer.concat(received).toString() !== 'pdu0;pdu1;pdu2;pdu3;pdu4;lone;' && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 10));
    expect(Buffer.concat(received).toString()).toBe('pdu0;pdu1;pdu2;pdu3;pdu4;lone;');
  });
});
