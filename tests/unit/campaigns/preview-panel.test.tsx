// @vitest-environment jsdom
/** The campaign page's preview: each text as the sample member gets it, with weight, encoding and parts. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { PreviewResponse } from '../../../resources/campaigns/campaign-readiness.ts';
import { initI18n, loadAllTranslations } from '../../../providers/i18n-provider.ts';
import { CampaignPreviewPanel } from '../../../src/pages/campaigns/preview-panel.tsx';

const state: { preview?: PreviewResponse } = {};
vi.mock('../../../src/pages/campaigns/use-readiness.ts', () => ({ useCampaignPreview: () => state }));

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});
afterEach(cleanup);

describe('CampaignPreviewPanel', () => {
  it('shows each text filled for the member, with its weight, encoding and parts', () => {
    state.preview = {
      contact: { id: 3, first_name: 'Ada', last_name: 'Lovelace', phone: '+447701234561' },
      offer_link: 'http://parley.test/s/XXXXXXX',
      texts: [
        { id: null, weight: 1, source: 'Hi {{first_name}}: {{offer_link}}', rendered: 'Hi Ada: http://parley.test/s/XXXXXXX', encoding: 'gsm7', characters: 36, units: 36, parts: 1 },
        { id: 9, weight: 2, source: 'Grüße ☃', rendered: 'Grüße ☃', encoding: 'ucs2', characters: 7, units: 7, parts: 1 },
      ],
    };
    render(<CampaignPreviewPanel id="7" />);
    const panel = screen.getByTestId('campaign-preview').textContent!;
    expect(panel).toContain('As Ada Lovelace gets it:');
    expect(panel).toContain('+447701234561');
    expect(panel).toContain('Hi Ada: http://parley.test/s/XXXXXXX');
    expect(panel).toMatch(/Campaign text.*GSM-7.*36 characters · 1 part\(s\)/);
    expect(panel).toMatch(/Weight 2.*Unicode \(UCS-2\)/);
  });

  it('says when there is nobody to fill the texts for', () => {
    state.preview = { contact: null, offer_link: null, texts: [] };
    render(<CampaignPreviewPanel id="7" />);
    expect(screen.getByTestId('campaign-preview').textContent).toContain('No member to fill the texts for');
  });
});
