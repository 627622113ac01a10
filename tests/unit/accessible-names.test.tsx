// @vitest-environment jsdom
/** Accessible names and ARIA the browser sweep's axe checks once found wrong. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import type { TFunction } from 'i18next';
import i18next from 'i18next';
import { initI18n, loadAllTranslations } from '../../providers/i18n-provider.ts';
import { offers } from '../../resources/index.ts';
import { FormSelect } from '../../src/components/form-select.tsx';
import { LanguageSwitch } from '../../src/layout/language-switch.tsx';
import { selectionLabels } from '../../src/resource-ui/list/selection-labels.ts';

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});

afterEach(() => cleanup());

describe('a required select in a form', () => {
  it('marks its combobox required, not its wrapper', () => {
    const { container } = render(
      <Form>
        <Form.Item name="status" label="Status" rules={[{ required: true }]}>
          <FormSelect options={[{ value: 'a', label: 'A' }]} />
        </Form.Item>
      </Form>,
    );
    expect(container.querySelector('.ant-select')?.hasAttribute('aria-required')).toBe(false);
    expect(screen.getByRole('combobox').getAttribute('aria-required')).toBe('true');
  });

  it('leaves an optional one unmarked', () => {
    render(
      <Form>
        <Form.Item name="status" label="Status">
          <FormSelect options={[{ value: 'a', label: 'A' }]} />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByRole('combobox').hasAttribute('aria-required')).toBe(false);
  });
});

describe('list selection checkboxes', () => {
  const t = i18next.t.bind(i18next) as TFunction;
  const labels = selectionLabels(offers, t);

  it('name the record each row selects', () => {
    expect(labels.getCheckboxProps!({ id: 3, name: 'Spring sale' })).toEqual({ 'aria-label': 'Select Spring sale' });
    expect(labels.getCheckboxProps!({ id: 3 })).toEqual({ 'aria-label': 'Select #3' });
  });

  it('say what the header checkbox selects', () => {
    expect(labels.getTitleCheckboxProps!()).toEqual({ 'aria-label': 'Select all rows on this page' });
  });
});

describe('the language switch', () => {
  it('is named starting with the language it shows', () => {
    render(<LanguageSwitch />);
    const button = screen.getByTestId('language-switch');
    expect(button.textContent).toBe('English');
    expect(button.getAttribute('aria-label')).toBe('English, choose language');
  });

  it('is named by its purpose when it shows only its icon', () => {
    render(<LanguageSwitch compact />);
    expect(screen.getByTestId('language-switch').getAttribute('aria-label')).toBe('Language');
  });
});
