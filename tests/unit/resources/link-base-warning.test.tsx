// @vitest-environment jsdom
/**
 * A campaign text with web addresses that cannot become short links says so under the field, with
 * where to connect a short-link domain; silent when links are made, or when the text has none.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Form } from 'antd';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { LinkBaseResponse } from '../../../resources/campaigns/campaign-readiness.ts';

let base: LinkBaseResponse = { domain: null, prefix: 'http://localhost:3000/s/', shortens: false };
vi.mock('@refinedev/core', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useCustom: () => ({ result: { data: base }, query: { isFetching: false } }),
}));

const { initI18n, loadAllTranslations } = await import('../../../providers/i18n-provider.ts');
const { campaigns, campaignTexts } = await import('../../../resources/index.ts');
const { FormField } = await import('../../../src/resource-ui/form/form-field.tsx');

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});
afterEach(cleanup);

function renderText(resource = campaigns) {
  const { container } = render(
    <MemoryRouter>
      <I18nextProvider i18n={i18next}>
        <Form>
          <FormField resource={resource} name="text" field={resource.fields.text} />
        </Form>
      </I18nextProvider>
    </MemoryRouter>,
  );
  const type = (text: string) => fireEvent.change(container.querySelector('textarea')!, { target: { value: text } });
  const warning = () => container.querySelector('[data-testid="link-base-warning"]');
  return { type, warning };
}

describe('the campaign text\u2019s link warning', () => {
  it('says an address will go as written and links to where a short-link domain is connected', () => {
    base = { domain: null, prefix: 'http://localhost:3000/s/', shortens: false };
    const { type, warning } = renderText();
    type('Spring sale, no link');
    expect(warning()).toBeNull();
    type('Spring sale: https://shop.example/spring');
    expect(warning()?.textContent).toContain('will be sent as written');
    expect(warning()?.textContent).toContain('http://localhost:3000/s/');
    expect(warning()?.querySelector('a')?.getAttribute('href')).toBe('/settings/url-shortener');
  });

  it('stays silent when the team\u2019s links are made', () => {
    base = { domain: 'go.example.com', prefix: 'https://go.example.com/', shortens: true };
    const { type, warning } = renderText();
    type('Spring sale: https://shop.example/spring');
    expect(warning()).toBeNull();
  });

  it('is on every campaign text', () => {
    expect(campaigns.fields.text.links).toBe('shortened');
    expect(campaignTexts.fields.text.links).toBe('shortened');
  });
});
