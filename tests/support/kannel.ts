/**
 * Debian's Kannel as a hub client of Parley (docs/areas/hub.md#binds): its bearerbox binds to
 * Parley's SMPP server as an ESME with an endpoint's system_id and password, its smsbox takes
 * sendsms requests as it would from any application. Shared by the API test and the browser's hub
 * admin's day. Kannel is installed by the test command (scripts/ensure-smpp-peer.sh).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

export interface KannelClient {
  /** The smsbox's sendsms port on 127.0.0.1. */
  sendsmsPort: number;
  /** GET /cgi-bin/sendsms with the smsbox user's credentials and these parameters; answers the HTTP status and text. */
  sendsms(params: Record<string, string>): Promise<{ status: number; text: string }>;
  /** Starts the smsbox (once the bearerbox is bound) and waits until it takes requests. */
  startSmsbox(): Promise<void>;
  /** The tail of the bearerbox's log, for a failure's message. */
  log(): string;
  stop(): Promise<void>;
}

export interface KannelOptions {
  /** Parley's SMPP server port. */
  smppPort: number;
  systemId: string;
  password: string;
}

const SENDSMS_USER = { username: 'tester', password: 'testpw' };

function conf(work: string, ports: { admin: number; smsbox: number; sendsms: number; smpp: number }, o: KannelOptions): string {
  return `
group = core
admin-port = ${ports.admin}
admin-password = adminpw
smsbox-port = ${ports.smsbox}
box-allow-ip = 127.0.0.1
log-file = "${work}/bearerbox.log"
log-level = 1
dlr-storage = internal

group = smsc
smsc = smpp
smsc-id = parley
host = 127.0.0.1
port = ${ports.smpp}
transceiver-mode = true
smsc-username = "${o.systemId}"
smsc-password = "${o.password}"
system-type = ""
msg-id-type = 0x00
enquire-link-interval = 30
reconnect-delay = 1

group = smsbox
bearerbox-host = 127.0.0.1
bearerbox-port = ${ports.smsbox}
sendsms-port = ${ports.sendsms}
log-file = "${work}/smsbox.log"
log-level = 1

group = sendsms-user
username = ${SENDSMS_USER.username}
password = ${SENDSMS_USER.password}
concatenation = true
max-messages = 5

group = sms-service
keyword = default
text = "No service here"
catch-all = true
`;
}

/** Starts the bearerbox, which binds to Parley at once; the caller waits for the bind, then starts the smsbox. */
export async function startKannel(o: KannelOptions): Promise<KannelClient> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-kannel-'));
  const ports = { admin: await freePort(), smsbox: await freePort(), sendsms: await freePort(), smpp: o.smppPort };
  const file = path.join(work, 'kannel.conf');
  fs.writeFileSync(file, conf(work, ports, o));
  const boxes: ChildProcess[] = [];
  const start = (binary: string) => boxes.push(spawn(binary, [file], { stdio: ['ignore', 'ignore', 'ignore'] }));
  start('/usr/sbin/bearerbox');

  const sendsms = async (params: Record<string, string>) => {
    const res = await fetch(`http://127.0.0.1:${ports.sendsms}/cgi-bin/sendsms?${new URLSearchParams({ ...SENDSMS_USER, ...params })}`);
    return { status: res.status, text: await res.text() };
  };
  const log = () => {
    const f = path.join(work, 'bearerbox.log');
    return fs.existsSync(f) ? fs.readFileSync(f, 'utf8').slice(-2000) : '(no bearerbox log)';
  };
  return {
    sendsmsPort: ports.sendsms,
    sendsms,
    log,
    async startSmsbox() {
      start('/usr/sbin/smsbox');
      for (const deadline = Date.now() + 20_000; ; await new Promise((r) => setTimeout(r, 100))) {
        const up = await fetch(`http://127.0.0.1:${ports.sendsms}/cgi-bin/sendsms`).then(() => true, () => false);
        if (up) return;
        if (Date.now() > deadline) throw new Error(`smsbox did not take requests; bearerbox log:\n${log()}`);
      }
    },
    async stop() {
      for (const box of boxes.reverse()) {
        const gone = new Promise((r) => box.once('exit', r));
        box.kill('SIGTERM');
        await Promise.race([gone, new Promise((r) => setTimeout(r, 3_000))]);
        if (box.exitCode === null && box.signalCode === null) box.kill('SIGKILL');
      }
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
