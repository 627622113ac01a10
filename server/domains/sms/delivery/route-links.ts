/**
 * One link per route that has traffic, in this process, of the route's protocol (an SMPP bind or
 * an HTTP API): opened on the first message for the route, closed when it has been idle a while or
 * when the route is edited (the next message opens it with the new settings). An SMPP link's bind
 * state is written to its route, so the routes screen shows which binds are up; its receipts go to
 * the receipt recorder (an HTTP route's come by its webhook).
 */
import { eq } from 'drizzle-orm';
import type { BIND_STATES } from '../../../../resources/sms/routes.ts';
import type { Db } from '../../../db/client.ts';
import { smsRoutes } from '../../../db/schema/index.ts';
import type { OutboundClient } from '../../../http/outbound/index.ts';
import { outboundPolicyOf } from '../../../http/outbound/team-policy.ts';
import { openCredential } from '../../../security/credentials.ts';
import { dlrUrl, revealDlrToken } from '../http/dlr-token.ts';
import { HttpLink } from '../http/http-link.ts';
import { parseHeaderLines } from '../http/request-template.ts';
import type { LinkState, MatchedReceipt, RouteLink } from '../smpp/link-types.ts';
import { SmppLink } from '../smpp/smpp-link.ts';
import { TpsLimiter, type TokenBucketStore } from '../smpp/tps-limiter.ts';

/** The port a route without one binds to: SMPP's registered port. */
export const DEFAULT_SMPP_PORT = 2775;

/** Why a route cannot carry a message at all (another route may). */
export class RouteUnavailable extends Error {}

/** The links are closing with the process: what was not sent goes back to the queue. */
export class LinksClosed extends Error {}

export interface RouteLinksOptions {
  buckets: TokenBucketStore;
  onReceipt: (routeId: number, receipt: MatchedReceipt) => void;
  /** A link without traffic this long is closed. */
  idleMs?: number;
  /** How long a submit waits for a bind that is not up yet before the message fails over. */
  bindWaitMs?: number;
  /** HTTP routes call their vendors through it. */
  outbound: OutboundClient;
  /** Where vendors call an HTTP route's receipts back ({{dlr_url}}). */
  appUrl: string;
}

interface Held {
  link: RouteLink;
  /** The route's settings the link was opened with. */
  settings: string;
  lastUsed: number;
  busy: number;
  /** Since when (performance.now) the link has not been bound; null while it is. */
  downSince: number | null;
  /** Why it is not bound, as the link last said. */
  downReason: string | null;
}

type RouteRow = typeof smsRoutes.$inferSelect;

function settingsOf(route: RouteRow): string {
  const { bind_state: _state, bind_state_at: _at, updated_at: _updated, version: _version, updated_by_id: _by, name: _name, vendor: _vendor, currency: _currency, ...settings } = route;
  return JSON.stringify(settings);
}

const BIND_STATE: Record<LinkState, (typeof BIND_STATES)[number] | null> = {
  idle: null,
  connecting: 'binding',
  bound: 'bound',
  unbound: 'unbound',
  failed: 'failed',
  closed: 'unbound',
};

export class RouteLinks {
  private readonly links = new Map<number, Promise<Held>>();
  private readonly sweep: NodeJS.Timeout;
  private readonly idleMs: number;
  private readonly bindWaitMs: number;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: RouteLinksOptions,
  ) {
    this.idleMs = options.idleMs ?? 60_000;
    this.bindWaitMs = options.bindWaitMs ?? 15_000;
    this.sweep = setInterval(() => void this.closeIdle(), Math.min(this.idleMs, 30_000));
    this.sweep.unref();
  }

  /** Runs `work` on the route's link, opening it first if need be. */
  async use<T>(routeId: number, work: (link: RouteLink) => Promise<T>): Promise<T> {
    if (this.closed) throw new LinksClosed('The SMS links are closing.');
    let opening = this.links.get(routeId);
    if (!opening) {
      opening = this.open(routeId);
      this.links.set(routeId, opening);
      opening.catch(() => this.links.delete(routeId));
    }
    const held = await opening;
    // A bind down longer than a message may wait for it: fail over at once rather than hold every message that long.
    if (held.downSince !== null && performance.now() - held.downSince > this.bindWaitMs) {
      throw new RouteUnavailable(`The route's bind has been down for ${Math.round((performance.now() - held.downSince) / 1000)} s${held.downReason ? `: ${held.downReason}` : '.'}`);
    }
    held.busy += 1;
    try {
      return await work(held.link);
    } finally {
      held.busy -= 1;
      held.lastUsed = performance.now();
    }
  }

  /**
   * Routes were written: a link whose route's settings changed (or that is gone) closes once idle,
   * and the next message opens a fresh one. The links' own bind-state writes change no setting.
   */
  async routesChanged(routeIds: readonly number[] | null): Promise<void> {
    for (const [routeId, opening] of [...this.links]) {
      if (routeIds && !routeIds.includes(routeId)) continue;
      const held = await opening.catch(() => null);
      if (!held) continue;
      const [route] = await this.db.select().from(smsRoutes).where(eq(smsRoutes.id, routeId));
      if (!route || settingsOf(route) !== held.settings) this.forget(routeId);
    }
  }

  forget(routeId: number): void {
    const opening = this.links.get(routeId);
    if (!opening) return;
    this.links.delete(routeId);
    void opening.then((held) => this.closeWhenIdle(held)).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweep);
    const all = [...this.links.values()];
    this.links.clear();
    await Promise.all(all.map((opening) => opening.then((held) => held.link.close()).catch(() => undefined)));
  }

  private async open(routeId: number): Promise<Held> {
    let [route] = await this.db.select().from(smsRoutes).where(eq(smsRoutes.id, routeId));
    if (!route) throw new RouteUnavailable('The route no longer exists.');
    if (route.status !== 'active') throw new RouteUnavailable(`The route ${route.name} is disabled.`);
    if (route.protocol === 'http') {
      // Its receipt address goes out with every request: made now if no admin has looked at it yet, and read back so the settings compare.
      const token = await revealDlrToken(this.db, route.id, null);
      [route] = await this.db.select().from(smsRoutes).where(eq(smsRoutes.id, routeId));
      if (!route || !token) throw new RouteUnavailable('The route no longer exists.');
      const link = await this.httpLink(route, token);
      // No bind to wait for: the link is up as long as it exists.
      return { link, settings: settingsOf(route), lastUsed: performance.now(), busy: 0, downSince: null, downReason: null };
    }
    const link = this.smppLink(route);
    const held: Held = { link, settings: settingsOf(route), lastUsed: performance.now(), busy: 0, downSince: performance.now(), downReason: null };
    link.on('state', (change) => {
      if (change.state === 'bound') held.downSince = null;
      else held.downSince ??= performance.now();
      if (change.reason) held.downReason = change.reason;
      void this.recordState(route.id, BIND_STATE[change.state], change.at);
    });
    link.on('receipt', (receipt) => this.options.onReceipt(route.id, receipt));
    link.start();
    return held;
  }

  private smppLink(route: RouteRow): SmppLink {
    return new SmppLink({
      name: `route ${route.id} (${route.name})`,
      host: route.host,
      port: route.port ?? DEFAULT_SMPP_PORT,
      systemId: route.system_id ?? '',
      password: route.password ? openCredential(route.password) : '',
      systemType: route.system_type ?? undefined,
      // Receipts come back on the same bind: a transmitter-only route gets none.
      bindType: route.bind_type === 'receiver' ? 'transceiver' : route.bind_type,
      sourceTon: route.source_ton,
      sourceNpi: route.source_npi,
      window: route.window_size,
      enquireLinkMs: route.enquire_link_seconds * 1000,
      limiter: this.limiter(route),
      bindWaitMs: this.options.bindWaitMs,
    });
  }

  private async httpLink(route: RouteRow, token: string): Promise<HttpLink> {
    if (!route.http_url) throw new RouteUnavailable(`The route ${route.name} has no HTTP URL.`);
    const { allowedHosts } = await outboundPolicyOf(this.db, route.team_id);
    return new HttpLink({
      name: `route ${route.id} (${route.name})`,
      outbound: this.options.outbound,
      allowedHosts,
      url: route.http_url,
      method: route.http_method,
      format: route.http_format,
      body: route.http_body,
      headers: parseHeaderLines(route.http_headers ? openCredential(route.http_headers) : null).headers,
      sendAs: route.http_send_as,
      messageIdPath: route.http_message_id_path?.trim() || null,
      dlrUrl: dlrUrl(this.options.appUrl, route.id, token),
      window: route.window_size,
      limiter: this.limiter(route),
    });
  }

  /** The route's TPS, from the bucket every process sending over it shares. */
  private limiter(route: RouteRow): TpsLimiter {
    return new TpsLimiter({ key: `route:${route.id}`, tps: route.throughput_per_second, store: this.options.buckets });
  }

  private async recordState(routeId: number, state: (typeof BIND_STATES)[number] | null, at: Date): Promise<void> {
    if (!state) return;
    try {
      await this.db.update(smsRoutes).set({ bind_state: state, bind_state_at: at }).where(eq(smsRoutes.id, routeId));
    } catch {
      // The database is closing or the route is gone: the state is only a report.
    }
  }

  private async closeIdle(): Promise<void> {
    const now = performance.now();
    for (const [routeId, opening] of this.links) {
      const held = await opening.catch(() => null);
      if (held && held.busy === 0 && now - held.lastUsed > this.idleMs && this.links.get(routeId) === opening) {
        this.links.delete(routeId);
        await held.link.close();
      }
    }
  }

  private async closeWhenIdle(held: Held): Promise<void> {
    while (held.busy > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    await held.link.close();
  }
}
