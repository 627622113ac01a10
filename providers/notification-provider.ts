/**
 * Toasts (SPEC §8-9, DESIGN.md): five kinds with their own lifetimes, shown through antd's
 * notification API. The App component binds its themed instance; before that (or in tests) the
 * static API is used, so `toast()` works from anywhere, React or not.
 */
import { createElement } from 'react';
import type { NotificationProvider } from '@refinedev/core';
import { StopOutlined } from '@ant-design/icons';
import { Button, notification as staticNotification } from 'antd';
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

let api: NotificationInstance = staticNotification;

export function bindNotificationApi(instance: NotificationInstance): void {
  api = instance;
}

export function notificationApi(): NotificationInstance {
  return api;
}

export interface ToastOptions {
  description?: string;
  key?: string;
}

export function toast(type: ToastType, message: string, options: ToastOptions = {}): void {
  const base = { message, description: options.description, key: options.key, duration: TOAST_DURATIONS[type] };
  switch (type) {
    case 'danger':
      return api.error({ ...base, role: 'alert' });
    case 'denied':
      return api.warning({ ...base, role: 'alert', icon: createElement(StopOutlined, { style: { color: '#cf1322' } }) });
    default:
      return api[type](base);
  }
}

export const notificationProvider: NotificationProvider = {
  open: ({ key, message, description, type, cancelMutation, undoableTimeout }) => {
    if (type === 'progress') {
      const undo = () => {
        cancelMutation?.();
        if (key) api.destroy(key);
      };
      api.info({
        key,
        message,
        description,
        duration: undoableTimeout ?? TOAST_DURATIONS.info,
        actions: createElement(Button, { size: 'small', onClick: undo }, translate('buttons.undo', 'Undo')),
      });
      return;
    }
    toast(type === 'error' ? 'danger' : 'success', message, { description, key });
  },
  close: (key) => api.destroy(key),
};
