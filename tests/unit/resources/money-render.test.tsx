// @vitest-environment jsdom
/**
 * An SMS price reads the same in the list cell, on the show page and in the form: €0.031437, never
 * 31,437; the form keeps the stored integer and refuses a seventh decimal instead of rounding it.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { initI18n, loadAllTranslations } from '../../../providers/i18n-provider.ts';
import { clientRates, invoices, vendorRates } from '../../../resources/index.ts';
import type { Resource } from '../../../resources/kit/index.ts';
import { FieldValue } from '../../../src/resource-ui/field-value.tsx';
import { FormField } from '../../../src/resource-ui/form/form-field.tsx';

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const rate = { id: 1, network_name: 'Vodafone DE', price: 31437, currency: 'EUR' };

const cell = (resource: Resource, name: string, record: Record<string, unknown>, full = false) =>
  render(
    <I18nextProvider i18n={i18next}>
      <FieldValue resource={resource} name={name} field={resource.fields[name]} record={record} full={full} />
    </I18nextProvider>,
  ).container.textContent;

describe('an SMS price on screen', () => {
  it('reads €0.031437 in the list cell and on the show page', () => {
    expect(cell(vendorRates, 'price', rate)).toBe('€0.031437');
    expect(cell(vendorRates, 'price', rate, true)).toBe('€0.031437');
    expect(cell(clientRates, 'price', { ...rate, price: 7250, currency: 'USD' })).toBe('$0.007250');
  });

  it('reads €12.50 for an invoice in cents', () => {
    expect(cell(invoices, 'total', { id: 1, total: 1250, currency: 'EUR' })).toBe('€12.50');
  });

  it('reads in Persian digits in Persian', async () => {
    await i18next.changeLanguage('ir');
    expect(cell(vendorRates, 'price', rate)).toContain('۰٫۰۳۱۴۳۷');
  });
});

function PriceForm({ initial, formRef }: { initial: Record<string, unknown>; formRef: { current?: FormInstance } }) {
  const [form] = Form.useForm();
  formRef.current = form;
  return (
    <I18nextProvider i18n={i18next}>
      <Form form={form} initialValues={initial}>
        <FormField resource={vendorRates} name="price" field={vendorRates.fields.price} />
        <Form.Item name="currency" hidden>
          <input />
        </Form.Item>
      </Form>
    </I18nextProvider>
  );
}

describe('an SMS price in the form', () => {
  it('shows 0.031437 beside its currency and keeps the stored integer', async () => {
    const formRef: { current?: FormInstance } = {};
    render(<PriceForm initial={rate} formRef={formRef} />);
    const input = screen.getByLabelText('Price') as HTMLInputElement;
    expect(input.value).toBe('0.031437');
    await waitFor(() => expect(input.closest('.ant-input-number-group-wrapper')?.textContent).toContain('EUR'));
    fireEvent.change(input, { target: { value: '0.05' } });
    expect(formRef.current!.getFieldValue('price')).toBe(50000);
    fireEvent.change(input, { target: { value: '1000' } });
    expect(formRef.current!.getFieldValue('price')).toBe(1_000_000_000);
  });

  it('refuses a seventh decimal with a message instead of rounding it', async () => {
    const formRef: { current?: FormInstance } = {};
    render(<PriceForm initial={rate} formRef={formRef} />);
    const input = screen.getByLabelText('Price') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '0.0314375' } });
    expect(formRef.current!.getFieldValue('price')).toBe('0.0314375');
    await act(async () => {
      await formRef.current!.validateFields().catch(() => undefined);
    });
    expect(await screen.findByText('Use at most 6 digits after the decimal point, e.g. 0.031437.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '0.031438' } });
    expect(formRef.current!.getFieldValue('price')).toBe(31438);
    await act(async () => {
      await formRef.current!.validateFields();
    });
  });
});
