/**
 * What an area brings to the server, in one manifest: `server/domains/<area>/index.ts` exports one,
 * and `server/areas.ts` lists them. Bootstrap, the job runtime, the route registration and the
 * generic resource code read the list; nothing else names an area's parts.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { WebhookSourceKind } from '../../resources/workspace/webhook-sources.ts';
import type { ActionHandlers } from '../actions/types.ts';
import type { AppContext } from '../context.ts';
import type { ListExtension } from '../crud/list-extension.ts';
import type { Row } from '../crud/record.ts';
import type { RecordWriter } from '../crud/record-writer.ts';
import type { DbOrTx } from '../db/transaction.ts';
import type { RouteModule } from '../http/zod-app.ts';
import type { JobKindDef } from '../jobs/job-kind.ts';
import type { WebhookSource } from '../webhooks/sources.ts';
import type { DeliveryHooks } from './sms/delivery/delivery-hooks.ts';

/** Ends what a start hook began; resolves once it has stopped. */
export type Stop = () => void | Promise<void>;

export interface Area {
  name: string;
  /** The table of each resource the area holds, by resource name. */
  tables?: Record<string, PgTable>;
  /** Its kinds of background job. */
  jobs?: readonly JobKindDef<any>[];
  /** Resources whose generic create and update apply rules of their own (server/crud/record-writer.ts). */
  writers?: Record<string, RecordWriter>;
  /** Resources with more to remove than their row when one is deleted. */
  removers?: Record<string, (app: AppContext, row: Row) => Promise<void>>;
  /** Resources whose list takes filters beyond their declared fields (server/crud/list-extension.ts). */
  listExtensions?: Record<string, (db: DbOrTx) => ListExtension>;
  /** The server code of its resources' custom actions, by resource and action name. */
  actions?: ActionHandlers;
  /** Its API routes, registered before the generic resource routes (whose paths and hooks they may precede). */
  routes?: readonly RouteModule[];
  /** Routes at the server's root, outside the API base and its sign-in (a path another product's clients already call: Kannel's sendsms), registered before the front end's. */
  rootRoutes?: readonly RouteModule[];
  /** The records of the area that receive webhooks. */
  webhookSources?: Partial<Record<WebhookSourceKind, WebhookSource>>;
  /** What the area does as the SMS delivery moves a message (server/domains/sms/delivery/delivery-hooks.ts). */
  deliveryHooks?: DeliveryHooks;
  /** What every process of the area needs, API and workers alike (the voice provider calls go through), started before the jobs. */
  start?: (ctx: AppContext) => Stop | Promise<Stop>;
  /** Background work (a schedule, a listener, a sender) started where this process runs workers. */
  startWorkers?: (ctx: AppContext) => Stop | Promise<Stop>;
  /** What a process serving the API listens on besides HTTP (the hub's SMPP server): roles `all` and `api`. */
  startServing?: (ctx: AppContext) => Stop | Promise<Stop>;
}

/** Checks a manifest's shape where it is written. */
export const defineArea = (area: Area): Area => area;

/** Several starts of one area as one (an area with more than one kind of background work); the answer stops them in reverse. */
export function together(...starts: Array<(ctx: AppContext) => Stop | Promise<Stop>>): (ctx: AppContext) => Promise<Stop> {
  return async (ctx) => {
    const stops: Stop[] = [];
    const stopAll = async () => {
      for (const stop of stops.reverse()) await stop();
    };
    try {
      for (const start of starts) stops.push(await start(ctx));
    } catch (error) {
      await stopAll();
      throw error;
    }
    return stopAll;
  };
}
