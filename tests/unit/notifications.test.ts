import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { bindNotificationApi, notificationProvider, toast, TOAST_DURATIONS } from '../../providers/notification-provider.ts';

const api = {
  success: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  error: vi.fn(),
  open: vi.fn(),
  destroy: vi.fn(),
};

beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  bindNotificationApi(api as unknown as NotificationInstance);
});

describe('toast durations (docs/architecture.md#toasts)', () => {
  it('has the documented lifetimes in seconds', () => {
    expect(TOAST_DURATIONS).toEqual({ success: 2, info: 2, warning: 10, denied: 10, danger: 20 });
  });

  it.each([
    ['success', 'success', 2],
    ['info', 'info', 2],
    ['warning', 'warning', 10],
    ['denied', 'warning', 10],
    ['danger', 'error', 20],
  ] as const)('%s shows through antd %s for %i s', (type, method, seconds) => {
    toast(type, 'Hello', { description: 'World' });
    expect(api[method]).toHaveBeenCalledTimes(1);
    expect(api[method].mock.calls[0][0]).toMatchObject({ message: 'Hello', description: 'World', duration: seconds });
  });

  it('gives denied its own icon so it reads differently from a warning', () => {
    toast('denied', 'No');
    expect(api.warning.mock.calls[0][0].icon).toBeTruthy();
    toast('warning', 'Careful');
    expect(api.warning.mock.calls[1][0].icon).toBeUndefined();
  });

  it('maps Refine notifications: error → danger (20 s), success → success (2 s)', () => {
    notificationProvider.open({ type: 'error', message: 'Failed', key: 'k1' });
    notificationProvider.open({ type: 'success', message: 'Done' });
    expect(api.error.mock.calls[0][0]).toMatchObject({ message: 'Failed', key: 'k1', duration: 20 });
    expect(api.success.mock.calls[0][0]).toMatchObject({ message: 'Done', duration: 2 });
    notificationProvider.close('k1');
    expect(api.destroy).toHaveBeenCalledWith('k1');
  });

  it('an undoable notification stays for the undo window and can cancel the mutation', () => {
    const cancel = vi.fn();
    notificationProvider.open({ type: 'progress', message: 'Deleting', key: 'u', undoableTimeout: 5, cancelMutation: cancel });
    expect(api.info.mock.calls[0][0]).toMatchObject({ key: 'u', duration: 5 });
  });
});
