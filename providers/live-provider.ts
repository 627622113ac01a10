/**
 * Refine's liveProvider over the live-event stream: a list or record of resource R refetches when
 * the server says R changed (at most once a second, so a bulk import does not storm the API), and
 * everything refetches after a reconnect.
 */
import type { LiveEvent, LiveProvider } from '@refinedev/core';
import { onLiveEvent } from './event-stream.ts';

export interface ChangeEvent {
  resource: string;
  op: 'insert' | 'update' | 'delete';
  ids: number[];
  count: number;
  jobs?: unknown[];
}

const TYPES: Record<ChangeEvent['op'], LiveEvent['type']> = { insert: 'created', update: 'updated', delete: 'deleted' };
const THROTTLE_MS = 1_000;

export function isChange(event: string, data: unknown): data is ChangeEvent {
  return event === 'change' && typeof data === 'object' && data !== null && typeof (data as ChangeEvent).resource === 'string';
}

/** `resourceOfChannel` maps Refine's channel (`resources/<api name>`) to the kit's resource name. */
export function createLiveProvider(resourceOfChannel: (channel: string) => string | undefined): LiveProvider {
  return {
    subscribe({ channel, callback }) {
      const resource = resourceOfChannel(channel);
      let last = 0;
      let pending: ReturnType<typeof setTimeout> | null = null;
      let latest: LiveEvent | null = null;
      const fire = (event: LiveEvent) => {
        latest = event;
        const wait = last + THROTTLE_MS - Date.now();
        if (wait <= 0) {
          last = Date.now();
          callback(event);
          return;
        }
        pending ??= setTimeout(() => {
          pending = null;
          last = Date.now();
          if (latest) callback(latest);
        }, wait);
      };
      const off = onLiveEvent((event, data) => {
        if (event === 'resync') fire({ channel, type: '*', payload: {}, date: new Date() });
        else if (isChange(event, data) && data.resource === resource) fire({ channel, type: TYPES[data.op], payload: { ids: data.ids }, date: new Date() });
      });
      return () => {
        off();
        if (pending) clearTimeout(pending);
      };
    },
    unsubscribe(subscription: () => void) {
      subscription();
    },
  };
}
