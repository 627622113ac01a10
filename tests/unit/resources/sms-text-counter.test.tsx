// @vitest-environment jsdom
/**
 * The campaign text's counter: characters, encoding, parts and what is left in the current part,
 * following each keystroke, in every language, with its numbers kept left-to-right.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { changeLocale, initI18n, loadAllTranslations } from '../../../providers/i18n-provider.ts';
import { campaigns } from '../../../resources/index.ts';
import { FieldValue } from '../../../src/resource-ui/field-value.tsx';
import { FormField } from '../../../src/resource-ui/form/form-field.tsx';
import { widgetFor } from '../../../src/resource-ui/form/widget-for.ts';

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});
afterEach(async () => {
  cleanup();
  await changeLocale('en');
});

function renderForm() {
  const { container } = render(
    <I18nextProvider i18n={i18next}>
      <Form>
        <FormField resource={campaigns} name="text" field={campaigns.fields.text} />
      </Form>
    </I18nextProvider>,
  );
  const textarea = container.querySelector('textarea')!;
  const type = (text: string) => fireEvent.change(textarea, { target: { value: text } });
  const fact = (name: string) => container.querySelector(`[data-fact="${name}"]`)?.textContent;
  const hint = (name: string) => container.querySelector(`[data-hint="${name}"]`)?.textContent ?? null;
  return { container, textarea, type, fact, hint };
}

describe('the SMS text counter', () => {
  it('is the widget of a campaign text', () => {
    expect(widgetFor(campaigns.fields.text)).toBe('sms-text');
  });

  it('follows the text as it is typed', () => {
    const { type, fact, hint, textarea, container } = renderForm();
    expect(fact('characters')).toBe('Characters: 0');
    expect(fact('parts')).toBe(' · Parts: 0');
    expect(fact('remaining')).toBe(' · Left in this part: 160 / 160');

    type('a'.repeat(160));
    expect(fact('parts')).toBe(' · Parts: 1');
    expect(fact('remaining')).toBe(' · Left in this part: 0 / 160');

    type('a'.repeat(161));
    expect(fact('characters')).toBe('Characters: 161');
    expect(fact('encoding')).toBe(' · Encoding: GSM-7');
    expect(fact('parts')).toBe(' · Parts: 2');
    expect(fact('remaining')).toBe(' · Left in this part: 145 / 153');
    expect(hint('unicode')).toBeNull();

    type('Hello ش');
    expect(fact('encoding')).toBe(' · Encoding: Unicode');
    expect(fact('remaining')).toBe(' · Left in this part: 63 / 70');
    expect(hint('unicode')).toContain('ش');
    expect(container.querySelector('[data-encoding]')?.getAttribute('data-encoding')).toBe('ucs2');

    // The textarea names its counter, so a screen reader reads it with the field.
    const counterId = container.querySelector('.sms-text-counter')!.id;
    expect(counterId).toBeTruthy();
    expect(textarea.getAttribute('aria-describedby')?.split(' ')).toContain(counterId);
  });

  it('says which characters count twice, and names an invisible one that made a text Unicode', () => {
    const { type, fact, hint } = renderForm();
    type('Price: 5€');
    expect(fact('characters')).toBe('Characters: 9');
    expect(fact('remaining')).toBe(' · Left in this part: 150 / 160');
    expect(hint('extension')).toContain('€');
    type('Hello\u00a0there');
    expect(hint('unicode')).toContain('U+00A0');
  });

  it('reads in Arabic with its numbers isolated left-to-right', async () => {
    await changeLocale('ar');
    const { type, fact, container } = renderForm();
    type('مرحبا');
    expect(fact('encoding')).toContain('يونيكود');
    const numbers = [...container.querySelectorAll('[data-fact] bdi[dir="ltr"]')];
    // Characters, parts, and "left / size": every figure isolated.
    expect(numbers.map((n) => n.closest('[data-fact]')!.getAttribute('data-fact'))).toEqual(['characters', 'parts', 'remaining']);
    expect(numbers.every((n) => n.getAttribute('dir') === 'ltr')).toBe(true);
    expect(screen.getByText(/المتبقي في هذا الجزء/)).toBeTruthy();
  });

  it('shows a saved text with its encoding and parts on the record page, and clipped in a list', () => {
    const record = { id: 1, text: 'a'.repeat(200) };
    const show = render(<FieldValue resource={campaigns} name="text" field={campaigns.fields.text} record={record} full />).container;
    expect(show.querySelector('[data-fact="parts"]')?.textContent).toBe(' · Parts: 2');
    expect(show.querySelector('[data-fact="remaining"]')).toBeNull();
    cleanup();
    const cell = render(<FieldValue resource={campaigns} name="text" field={campaigns.fields.text} record={record} />).container;
    expect(cell.querySelector('.sms-text-counter')).toBeNull();
  });
});
