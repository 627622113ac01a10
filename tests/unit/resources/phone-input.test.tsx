// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider, Form } from 'antd';
import { Suspense } from 'react';
import axe from 'axe-core';
import { z } from 'zod';
import { initI18n, loadAllTranslations } from '../../../providers/i18n-provider.ts';
import { contacts } from '../../../resources/index.ts';
import { field, type FieldDef } from '../../../resources/kit/index.ts';
import { FieldInput } from '../../../src/resource-ui/form/field-input.tsx';
import { loadPhoneEngine } from '../../../src/resource-ui/form/phone/load-engine.ts';
import { PhoneInput } from '../../../src/resource-ui/form/phone/phone-input.tsx';

beforeAll(async () => {
  await Promise.all([initI18n('en').then(loadAllTranslations), loadPhoneEngine()]); // the widget suspends until the engine is there
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const COUNTRY = 'Country and calling code';
const phoneField = (phone?: FieldDef['phone']) => field({ schema: z.string(), kind: 'phone', phone });

/** The phone widget as the generic form renders it (lazily), in a Form.Item named "phone". */
async function renderInForm(phone?: FieldDef['phone'], initial?: string) {
  const onValues = vi.fn();
  // Awaited act: the widget suspends once until the phone engine's promise settles.
  const view = await act(async () =>
    render(
      <Form initialValues={{ phone: initial }} onValuesChange={onValues}>
        <Form.Item name="phone" label="Phone">
          <FieldInput resource={contacts} name="phone" field={phoneField(phone)} widget="phone" required={false} />
        </Form.Item>
      </Form>,
    ),
  );
  const country = screen.getByRole('combobox', { name: COUNTRY });
  const input = view.container.querySelector('input[type="tel"]') as HTMLInputElement;
  return { ...view, input, country, onValues, lastValue: () => onValues.mock.lastCall?.[0]?.phone };
}

const activeOption = (combobox: HTMLElement) => {
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent ?? '' : '';
};

// antd's first render and the 245-country list are slow in jsdom on a busy machine.
describe('phone input in the form', { timeout: 20_000 }, () => {
  it('is the widget of field kind phone, labelled by the field', async () => {
    const { input, country } = await renderInForm();
    expect(input).toBeTruthy();
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Phone')).toBe(input);
    expect(country.getAttribute('aria-haspopup')).toBe('listbox');
  });

  it('stores E.164 for a valid number and shows it formatted after leaving the field', async () => {
    const { input, lastValue } = await renderInForm();
    fireEvent.change(input, { target: { value: '+1 (415) 555-0100' } });
    expect(lastValue()).toBe('+14155550100');
    expect(input.value).toBe('+1 (415) 555-0100');
    fireEvent.blur(input);
    expect(input.value).toBe('+1 415 555 0100');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a stored number formatted, with its country', async () => {
    const { input, country } = await renderInForm(undefined, '+442079460000');
    expect(input.value).toBe('+44 20 7946 0000');
    expect(country.textContent).toContain('GB +44');
  });

  it('stores an invalid number as typed and says it is invalid once the field is left', async () => {
    const { input, lastValue } = await renderInForm();
    fireEvent.change(input, { target: { value: '+1 555' } });
    expect(lastValue()).toBe('+1 555');
    expect(screen.queryByRole('alert')).toBeNull(); // not while typing
    fireEvent.blur(input);
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Enter a valid phone number.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    fireEvent.change(input, { target: { value: '+1 415 555 0100' } });
    expect(screen.queryByRole('alert')).toBeNull(); // gone as soon as it is valid
  });

  it("shows the field's own invalid message and applies its country lists", async () => {
    const { input } = await renderInForm({ allowedCountries: ['GB'], invalidMessage: 'resources.form.invalidUrl' });
    fireEvent.change(input, { target: { value: '+1 415 555 0100' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid URL (https://…).');
  });

  it('accepts only valid characters and at most 25 of them', async () => {
    const { input, lastValue } = await renderInForm();
    expect(input.maxLength).toBe(25);
    fireEvent.change(input, { target: { value: 'tel: +1 415.555.0100' } });
    expect(input.value).toBe(' +1 4155550100');
    fireEvent.change(input, { target: { value: '1'.repeat(30) } });
    expect(input.value).toBe('1'.repeat(25));
    expect(lastValue()).toBe('1'.repeat(25));
  });

  it('keeps the number left-to-right in a right-to-left layout', async () => {
    await act(async () =>
      render(
        <ConfigProvider direction="rtl">
          <Suspense fallback={null}>
            <PhoneInput value="+14155550100" />
          </Suspense>
        </ConfigProvider>,
      ),
    );
    const input = screen.getByLabelText('Phone number') as HTMLInputElement;
    // antd's .ant-input-rtl says `direction: rtl`, which beats dir="ltr" (jsdom does not apply that CSS, so check the override)
    expect(input.className).toContain('ant-input-rtl');
    expect(input.style.direction).toBe('ltr');
    expect(input.value).toBe('+1 415 555 0100');
  });

  it('takes another maxLength', async () => {
    await act(async () =>
      render(
        <Suspense fallback={null}>
          <PhoneInput maxLength={12} />
        </Suspense>,
      ),
    );
    const input = screen.getByLabelText('Phone number') as HTMLInputElement;
    expect(input.maxLength).toBe(12);
    fireEvent.change(input, { target: { value: '+98 912 123 4567' } });
    expect(input.value).toBe('+98 912 123 ');
  });
});

describe('phone country dropdown', { timeout: 20_000 }, () => {
  it('lists countries by name with calling code; choosing one prefixes its code', async () => {
    const { input, country, lastValue } = await renderInForm();
    fireEvent.change(input, { target: { value: '0912 123 4567' } });
    fireEvent.click(country);
    const listbox = screen.getByRole('listbox', { name: COUNTRY });
    expect(country.getAttribute('aria-expanded')).toBe('true');
    expect(country.getAttribute('aria-controls')).toBe(listbox.id);
    const iran = within(listbox).getByText('Iran').closest('[role="option"]') as HTMLElement; // by role and name is slow over 245 options
    expect(iran.textContent).toBe('Iran+98');
    fireEvent.click(iran);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('+98 0912 123 4567');
    expect(lastValue()).toBe('+989121234567');
    expect(country.textContent).toContain('IR +98');
  });

  it('offers only the allowed countries', async () => {
    const { country } = await renderInForm({ allowedCountries: ['US', 'GB', 'IR'], ignoredCountries: ['GB'] });
    fireEvent.click(country);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Iran+98', 'United States+1']);
  });

  it('works from the keyboard: arrows, Enter, Escape', async () => {
    const { input, country } = await renderInForm({ allowedCountries: ['DE', 'IR', 'US'] });
    fireEvent.keyDown(country, { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(activeOption(country)).toBe('Germany+49');
    fireEvent.keyDown(country, { key: 'ArrowDown' });
    fireEvent.keyDown(country, { key: 'ArrowDown' });
    fireEvent.keyDown(country, { key: 'ArrowDown' }); // stays on the last
    expect(activeOption(country)).toBe('United States+1');
    fireEvent.keyDown(country, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('');
    fireEvent.keyDown(country, { key: 'Enter' });
    fireEvent.keyDown(country, { key: 'End' });
    fireEvent.keyDown(country, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('+1 ');
  });

  it('finds by typed letters, which add up until 700 ms without typing', async () => {
    const { country } = await renderInForm();
    vi.useFakeTimers();
    fireEvent.click(country);
    fireEvent.keyDown(country, { key: 'i' });
    expect(activeOption(country)).toMatch(/^Iceland/);
    act(() => vi.advanceTimersByTime(699));
    fireEvent.keyDown(country, { key: 'r' });
    expect(activeOption(country)).toMatch(/^Iran/); // "ir"
    fireEvent.keyDown(country, { key: 'e' });
    expect(activeOption(country)).toMatch(/^Ireland/); // "ire"
    act(() => vi.advanceTimersByTime(700));
    fireEvent.keyDown(country, { key: 'r' });
    expect(activeOption(country)).toMatch(/^R/); // a fresh "r", not "irer"
    act(() => vi.advanceTimersByTime(700));
    for (const key of 'united k') fireEvent.keyDown(country, { key });
    expect(activeOption(country)).toMatch(/^United Kingdom/); // the space belongs to the search
    fireEvent.keyDown(country, { key: 'Enter' });
    expect(country.textContent).toContain('GB +44');
  });

  it('opens below when there is room and above when less than 200 px is free below', async () => {
    const innerHeight = window.innerHeight;
    onTestFinished(() => void Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight }));
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    const rect = (bottom: number) => ({ top: bottom - 32, bottom, left: 0, right: 300, width: 300, height: 32, x: 0, y: bottom - 32, toJSON: () => ({}) });
    const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(rect(500));
    const { country } = await renderInForm();
    fireEvent.click(country);
    expect(screen.getByRole('listbox').dataset.placement).toBe('bottom');
    expect(screen.getByRole('listbox').style.top).toBe('100%');
    fireEvent.click(country); // closes
    spy.mockReturnValue(rect(601));
    fireEvent.click(country);
    expect(screen.getByRole('listbox').dataset.placement).toBe('top');
    expect(screen.getByRole('listbox').style.bottom).toBe('100%');
  });

  it('has no serious or critical axe violations, closed, open and invalid', async () => {
    const { container, input, country } = await renderInForm({ allowedCountries: ['DE', 'IR', 'US'] }); // a short list keeps axe quick
    const check = async () => {
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } }); // jsdom has no layout
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.html}`);
    };
    expect(await check()).toEqual([]);
    fireEvent.change(input, { target: { value: '+1 555' } });
    fireEvent.blur(input);
    fireEvent.click(country);
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(await check()).toEqual([]);
  });
});
