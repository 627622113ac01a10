// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { z } from 'zod';
import { initI18n, loadAllTranslations } from '../../../providers/i18n-provider.ts';
import { customFields, offers } from '../../../resources/index.ts';
import { field, type FieldDef, type FieldKind } from '../../../resources/kit/index.ts';
import { FieldInput } from '../../../src/resource-ui/form/field-input.tsx';
import { isRequiredField, widgetFor, type Widget } from '../../../src/resource-ui/form/widget-for.ts';
import { createDefaults, submitValues } from '../../../src/resource-ui/form/form-values.ts';

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});

const f = (kind: FieldKind, extra: Partial<FieldDef> = {}) => field({ schema: z.string(), kind, ...extra });

describe('form widgets', () => {
  it('chooses a widget per field kind', () => {
    const kinds: FieldKind[] = ['text', 'textarea', 'markdown', 'email', 'url', 'number', 'money', 'switch', 'select', 'date', 'datetime', 'phone', 'json', 'sms-text'];
    for (const kind of kinds) expect(widgetFor(f(kind)), kind).toBe(kind);
    expect(widgetFor(f('multiselect', { options: ['a'] }))).toBe('multiselect');
    expect(widgetFor(f('multiselect'))).toBe('tags');
    expect(widgetFor(f('reference', { reference: { resource: 'offers', label: 'name' } }))).toBe('reference');
    expect(widgetFor(customFields.fields.options)).toBe('tags');
    expect(widgetFor(offers.fields.payout)).toBe('money');
  });

  it('derives required from the schema', () => {
    expect(isRequiredField(offers.fields.name)).toBe(true);
    expect(isRequiredField(offers.fields.description)).toBe(false);
    expect(isRequiredField(offers.fields.status)).toBe(false); // has a default
  });

  const renderWidget = (widget: Widget, kind: FieldKind = 'text') =>
    render(
      <Form>
        <Form.Item name="x">
          <FieldInput resource={offers} name="x" field={f(kind)} widget={widget} required={false} />
        </Form.Item>
      </Form>,
    );

  it('renders the matching control', () => {
    renderWidget('switch', 'switch');
    expect(screen.getByRole('switch')).toBeTruthy();
    cleanup();
    renderWidget('number', 'number');
    expect(screen.getByRole('spinbutton')).toBeTruthy();
    cleanup();
    const { container } = renderWidget('json', 'json');
    const textarea = container.querySelector('textarea');
    expect(textarea?.getAttribute('dir')).toBe('ltr');
    cleanup();
    const email = renderWidget('email', 'email').container.querySelector('input');
    expect(email?.getAttribute('type')).toBe('email');
  });
});

afterEach(cleanup);

describe('form values', () => {
  it('starts a create from schema defaults', () => {
    expect(createDefaults(offers.fields)).toEqual({ status: 'active' });
    expect(createDefaults(customFields.fields)).toEqual({ required: false });
  });

  it('sends writable fields only, parses JSON, nulls cleared values on edit', () => {
    const values = { name: 'A', key: 'a', type: 'text', description: '', extra: 1 };
    expect(submitValues(customFields.fields, 'create', values)).toEqual({ name: 'A', key: 'a', type: 'text' });
    // key is create-only: never sent on edit
    expect(submitValues(customFields.fields, 'edit', values)).toEqual({ name: 'A', type: 'text', options: null, required: null, description: null });
    const jsonFields = { meta: field({ schema: z.unknown(), kind: 'json' }) };
    expect(submitValues(jsonFields, 'create', { meta: '{"a":[1]}' })).toEqual({ meta: { a: [1] } });
  });
});
