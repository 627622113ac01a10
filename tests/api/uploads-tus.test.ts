/**
 * Resumable uploads by tus, with tus-js-client in Node against the real HTTP server: 64 KiB chunks
 * through a proxy that drops the connection part-way, the client resuming where the server says it
 * is, and the finished upload turned into a data file whose id the last PATCH and a later HEAD carry.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tusServer } from '../../server/domains/audience/uploads/tus-uploads.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let otherToken: string;
let proxy: net.Server;
let proxyUrl: string;
/** Bytes sent to the server after which the proxy drops the connection, once. */
let dropAfter = Infinity;
let drops = 0;

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.signUp({ name: 'Tess Tus' })).token;
  otherToken = (await t.signUp({ name: 'Otto Other' })).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const target = (t.app.server.address() as AddressInfo).port;
  let sent = 0;
  proxy = net.createServer((client) => {
    const server = net.connect(target, '127.0.0.1');
    client.on('data', (chunk) => {
      sent += chunk.length;
      if (sent > dropAfter) {
        dropAfter = Infinity;
        drops++;
        client.destroy();
        server.destroy();
        return;
      }
      server.write(chunk);
    });
    server.pipe(client);
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
    client.on('close', () => server.destroy());
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api/proxy/api/v1/audience/data-files/tus`;
}, 60_000);
afterAll(async () => {
  proxy?.close();
  await t.close();
});

function send(file: Buffer, metadata: Record<string, string>, bearer = token) {
  const finals: (string | null)[] = [];
  const offsets: number[] = [];
  let upload!: tus.Upload;
  const done = new Promise<void>((resolve, reject) => {
    upload = new tus.Upload(file, {
      endpoint: proxyUrl,
      chunkSize: 64 * 1024,
      retryDelays: [0, 200, 500, 1000],
      metadata,
      headers: { authorization: `Bearer ${bearer}` },
      storeFingerprintForResuming: false,
      onAfterResponse(req, res) {
        if (req.getMethod() === 'PATCH') finals.push(res.getHeader('Parley-Data-File-Id') ?? null);
        if (req.getMethod() === 'HEAD') offsets.push(Number(res.getHeader('Upload-Offset')));
      },
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
  return { done, finals, offsets, url: () => upload.url ?? '' };
}

describe('tus uploads', () => {
  it('resumes after a dropped connection and makes the data file once', async () => {
    const lines = ['phone,first name'];
    for (let i = 0; i < 20_000; i++) lines.push(`+97150${String(1_000_000 + i)},Name ${i}`);
    const file = Buffer.from(lines.join('\n') + '\n');
    expect(file.length).toBeGreaterThan(5 * 64 * 1024);
    dropAfter = 3 * 64 * 1024 + 1000;
    drops = 0;
    const up = send(file, { filename: 'big list.csv', name: 'Resumed list' });
    await up.done;
    expect(drops).toBe(1);
    // After the drop the client asked where the server was (HEAD) and went on from there, not from 0.
    expect(up.offsets.length).toBeGreaterThanOrEqual(1);
    expect(up.offsets[0]).toBeGreaterThan(0);
    const id = Number(up.finals[up.finals.length - 1]);
    expect(id).toBeGreaterThan(0);
    const record = await t.call('GET', `/v1/audience/data-files/${id}`, { token });
    expect(record.body).toMatchObject({ name: 'Resumed list', original_filename: 'big list.csv', status: 'uploaded', rows_total: 20_000, size_bytes: file.length });
    const sample = await t.call('GET', `/v1/audience/data-files/${id}/sample`, { token });
    expect(sample.body.guessed_mapping).toEqual({ phone: 'phone', 'first name': 'first_name' });

    // A client taking the finished upload up again learns its data file from HEAD; another team gets 404.
    const uploadUrl = up.url();
    expect(uploadUrl).toMatch(/\/tus\/t\d+-[0-9a-f]{32}$/);
    const head = await fetch(uploadUrl, { method: 'HEAD', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('parley-data-file-id')).toBe(String(id));
    expect(head.headers.get('upload-offset')).toBe(String(file.length));
    const theirs = await fetch(uploadUrl, { method: 'HEAD', headers: { authorization: `Bearer ${otherToken}`, 'tus-resumable': '1.0.0' } });
    expect(theirs.status).toBe(404);
    const anonymous = await fetch(uploadUrl, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(anonymous.status).toBe(401);

    // Deleting the upload takes its bytes and the tus offset file with it.
    const key = `tus/${uploadUrl.split('/').pop()}`;
    expect(await t.ctx.files.size(key)).toBe(file.length);
    expect(await t.ctx.files.size(`${key}.json`)).toBeGreaterThan(0);
    expect((await t.call('DELETE', `/v1/audience/data-files/${id}`, { token })).status).toBe(200);
    expect(await t.ctx.files.size(key)).toBeNull();
    expect(await t.ctx.files.size(`${key}.json`)).toBeNull();
  }, 60_000);

  it('answers a broken file on the last PATCH with 422, its message and the failed data file', async () => {
    const up = send(Buffer.from('+971501234567,Ali\n'), { filename: 'noheader.csv' });
    const error = await up.done.then(() => null, (e: tus.DetailedError) => e);
    expect(error?.originalResponse?.getStatus()).toBe(422);
    expect(JSON.parse(error!.originalResponse!.getBody()).message).toMatch(/no header row/);
    const id = Number(error!.originalResponse!.getHeader('Parley-Data-File-Id'));
    expect((await t.call('GET', `/v1/audience/data-files/${id}`, { token })).body.status).toBe('failed');
  });

  it('refuses an upload larger than the limit, and one without a file name', async () => {
    const tooBig = await fetch(proxyUrl, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-length': String(t.ctx.config.uploadMaxBytes + 1) } });
    expect(tooBig.status).toBe(413);
    const unnamed = await fetch(proxyUrl, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-length': '10' } });
    expect(unnamed.status).toBe(422);
  });

  it('keeps an unfinished upload for its sender to go on, says until when, and sweeps it after', async () => {
    const headers = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
    const created = await fetch(proxyUrl, { method: 'POST', headers: { ...headers, 'upload-length': '1000', 'upload-metadata': `filename ${Buffer.from('half.csv').toString('base64')}` } });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location')!, proxyUrl).toString();
    const half = await fetch(url, { method: 'PATCH', headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: 'phone\n+971501234567\n' });
    expect(half.status).toBe(204);
    expect(Date.parse(half.headers.get('upload-expires') ?? '')).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const key = `tus/${url.split('/').pop()}`;
    expect(await t.ctx.files.size(key)).toBeGreaterThan(0);
    // Within its time the sweep leaves it; past it (as a sweeper that keeps uploads a moment sees it), it goes.
    expect(await tusServer(t.ctx, '/unused').cleanUpExpiredUploads()).toBe(0);
    const impatient = tusServer({ ...t.ctx, config: { ...t.ctx.config, uploadResumeHours: 1e-9 } }, '/unused');
    expect(await impatient.cleanUpExpiredUploads()).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.files.size(key)).toBeNull();
  });
});
