/**
 * Toasts (docs/architecture.md#toasts): five kinds with their own lifetimes, shown through antd's
 * notification API. `toast()` works from anywhere, React or not. The themed instance comes from a
 * host component the App mounts on the first toast (or once someone signs in), so the sign-in page
 * does not download the notification code it may never show.
 */
import { createElement } from 'react';
import type { NotificationProvider } from '@refinedev/core';
import { StopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { translate } from './i18n-provider.ts';

export type ToastType = 'success' | 'info' | 'warning' | 'danger' | 'denied';

/** Seconds each kind stays up: good news goes quickly, failures stay until read. */
export const TOAST_DURATIONS: Record<ToastType, number> = {
  success: 2,
  info: 2,
  warning: 10,
  denied: 10,
  danger: 20,
};

let api: NotificationInstance | null = null;
/** Toasts asked for before the host bound its instance; shown as soon as it does. */
const waiting: Array<(instance: NotificationInstance) => void> = [];
let hostWanted = false;
const hostListeners = new Set<() => void>();

export function bindNotificationApi(instance: NotificationInstance): void {
  api = instance;
  waiting.splice(0).forEach((show) => show(instance));
}

/** Asks the App to mount the notification host (on the first toast, or ahead of time). */
export function wantNotificationHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  hostListeners.forEach((listener) => listener());
}

export const isNotificationHostWanted = () => hostWanted;

export function subscribeNotificationHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

/** Runs `show` with the notification instance: now when it is bound, else once the host binds it. */
export function withNotificationApi(show: (instance: NotificationInstance) => void): void {
  if (api) return show(api);
  waiting.push(show);
  wantNotificationHost();
}

export interface ToastOptions {
  description?: string;
  key?: string;
}

export function toast(type: ToastType, message: string, options: ToastOptions = {}): void {
  const base = { message, description: options.description, key: options.key, duration: TOAST_DURATIONS[type] };
  withNotificationApi((instance) => {
    switch (type) {
      case 'danger':
        return instance.error({ ...base, role: 'alert' });
      case 'denied':
        return instance.warning({ ...base, role: 'alert', icon: createElement(StopOutlined, { style: { color: '#cf1322' } }) });
      default:
        return instance[type](base);
    }
  });
}

export const notificationProvider: NotificationProvider = {
  open: ({ key, message, description, type, cancelMutation, undoableTimeout }) => {
    if (type === 'progress') {
      withNotificationApi((instance) => {
        const undo = () => {
          cancelMutation?.();
          if (key) instance.destroy(key);
        };
        instance.info({
          key,
          message,
          description,
          duration: undoableTimeout ?? TOAST_DURATIONS.info,
          actions: createElement(Button, { size: 'small', onClick: undo }, translate('buttons.undo', 'Undo')),
        });
      });
      return;
    }
    // Refine adds a bare "Successful" under every success; the message already says what happened.
    const said = type === 'success' && description === translate('notifications.success', 'Success') ? undefined : description;
    toast(type === 'error' ? 'danger' : 'success', message, { description: said, key });
  },
  close: (key) => api?.destroy(key),
};
