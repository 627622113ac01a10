/**
 * The SMPP link against an SMSC Parley did not write: Net::SMPP (Debian's libnet-smpp-perl, installed
 * by scripts/ensure-smpp-peer.sh when missing) running the small SMSC in net-smpp-smsc.pl.
 */
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../../server/domains/sms/smpp/command-status.ts';
import { readSmppTextPart, smppTextParts } from '../../../server/domains/sms/message-parts.ts';
import { ACCOUNT, startLink, stopAll, waitFor } from './smpp-fixtures.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
let peer: ChildProcessWithoutNullStreams;
let port: number;
/** What the peer printed about each submit it took. */
const submits: { destination: string; id: string; text: string; concat: { sequence: number; total: number } | null }[] = [];

beforeAll(async () => {
  execFileSync('bash', [`${root}scripts/ensure-smpp-peer.sh`], { stdio: 'inherit', timeout: 280_000 });
  peer = spawn('perl', [`${root}tests/api/sms/net-smpp-smsc.pl`, ACCOUNT.systemId, ACCOUNT.password]);
  const lines = createInterface({ input: peer.stdout });
  port = await new Promise<number>((resolve, reject) => {
    peer.once('exit', (code) => reject(new Error(`The Net::SMPP peer exited (${code}) before listening.`)));
    lines.on('line', (line) => {
      const [word, ...rest] = line.split(' ');
      if (word === 'port') resolve(Number(rest[0]));
      if (word === 'submit') {
        const [destination, id, dataCoding, esmClass, hex] = rest;
        const { text, concatenation: concat } = readSmppTextPart({ short_message: Buffer.from(hex, 'hex'), data_coding: Number(dataCoding), esm_class: Number(esmClass) });
        submits.push({ destination, id, concat: concat ? { sequence: concat.seq, total: concat.total } : null, text: text ?? '' });
      }
    });
  });
}, 300_000);

afterEach(stopAll);

afterAll(async () => {
  if (!peer || peer.exitCode !== null) return;
  const exited = new Promise((resolve) => peer.once('exit', resolve));
  peer.kill();
  await exited;
});

describe('against Net::SMPP', () => {
  it('binds, submits a two-part message and matches both receipts, written with hex ids, to their parts', async () => {
    const { link, receipts, states } = startLink(port);
    const text = 'Your Parley order has shipped and will arrive tomorrow between 9 and 12. '.repeat(3);
    const results = await link.submit({ source: 'Parley', destination: '4917012345678', parts: smppTextParts(text, 42), ref: 'order-1' });
    expect(states.map((s) => s.state)).toEqual(['connecting', 'bound']);
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    await waitFor('2 receipts', () => receipts.length === 2);
    expect(receipts.map((r) => [r.ref, r.part, r.stat])).toEqual([
      ['order-1', 0, 'DELIVRD'],
      ['order-1', 1, 'DELIVRD'],
    ]);
    // The peer answered in decimal and wrote the receipts in hex.
    expect(receipts.map((r) => BigInt(`0x${r.messageId}`).toString())).toEqual(results.map((r) => (r.ok ? r.messageId : null)));
    expect(submits.map((s) => s.concat)).toEqual([
      { sequence: 1, total: 2 },
      { sequence: 2, total: 2 },
    ]);
    expect(submits.map((s) => s.text).join('')).toBe(text);
  });

  it('is refused with a wrong password', async () => {
    const { link, states } = startLink(port, { password: 'not-it' });
    await waitFor('the refusal', () => link.state.state === 'failed');
    expect(states.find((s) => s.state === 'failed')).toMatchObject({ status: STATUS.INVALID_PASSWORD });
  });
});
