// @vitest-environment jsdom
/** A reference field shows its chosen record by name, or says in place that the record is gone, without a toast. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Refine, type DataProvider, type NotificationProvider } from '@refinedev/core';
import { Form } from 'antd';
import { domains } from '../../../resources/index.ts';
import { clearCurrentUser, fetchCurrentUser } from '../../../providers/current-user.ts';
import { initI18n, loadAllTranslations } from '../../../providers/i18n-provider.ts';
import { setToken } from '../../../providers/session-store.ts';
import { ReferenceSelect } from '../../../src/resource-ui/form/reference-select.tsx';
import { mockFetch, sampleUser } from '../helpers.ts';

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
  clearCurrentUser();
  setToken('tok');
  mockFetch(() => ({ body: { ...sampleUser, is_staff: true } }));
  await fetchCurrentUser();
});
afterEach(() => cleanup());

const field = domains.fields.registrar_account_id;

function renderSelect(chosen: number) {
  const getOne = vi.fn(async ({ id }: { id: number }) => {
    if (id === 4) return { data: { id: 4, name: 'Namecheap main' } };
    throw Object.assign(new Error('Not found'), { statusCode: 404 });
  });
  const getList = vi.fn(async () => ({ data: [{ id: 9, name: 'Other account' }], total: 1 }));
  const dataProvider = { getList, getOne, create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), getApiUrl: () => '' } as unknown as DataProvider;
  const open = vi.fn();
  const notificationProvider: NotificationProvider = { open, close: vi.fn() };
  const view = render(
    <Refine dataProvider={dataProvider} notificationProvider={notificationProvider} options={{ disableTelemetry: true }}>
      <Form initialValues={{ registrar_account_id: chosen }}>
        <Form.Item name="registrar_account_id" label="Registrar account">
          <ReferenceSelect field={field} />
        </Form.Item>
      </Form>
    </Refine>,
  );
  return { ...view, getOne, open };
}

describe('ReferenceSelect', () => {
  it('shows the chosen record by its label', async () => {
    const { container, getOne } = renderSelect(4);
    await vi.waitFor(() => expect(container.querySelector('.ant-select-selection-item')?.textContent).toBe('Namecheap main'));
    expect(getOne).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  });

  it('says a record deleted since it was chosen is not found, in place and without a toast', async () => {
    const { container, open } = renderSelect(5);
    await vi.waitFor(() => expect(container.querySelector('.ant-select-selection-item')?.textContent).toBe('#5 (not found)'));
    expect(open).not.toHaveBeenCalled();
  });
});
