import { describe, expect, it } from 'vitest';
import { parseText, placeholderProblems, renderText, usesOfferLink, type Recipient } from '../../../server/domains/campaigns/personalise.ts';

const ada: Recipient = { first_name: 'Ada', last_name: 'Lovelace', phone: '+4915112345678', custom: { city: 'Berlin', visits: 3, vip: true } };
const nobody: Recipient = { first_name: null, last_name: '  ', phone: '+4915100000000', custom: null };

describe('filling a campaign text for a contact', () => {
  it('fills names, phone, custom values and the offer link', () => {
    const text = 'Hi {{first_name}} {{last_name}} ({{phone}}) from {{custom.city}}, visit {{custom.visits}} vip={{custom.vip}}: {{offer_link}}';
    expect(renderText(text, ada, 'https://go.example/AbC1234')).toBe('Hi Ada Lovelace (+4915112345678) from Berlin, visit 3 vip=true: https://go.example/AbC1234');
  });

  it('uses the fallback when the contact has no value, and nothing when there is no fallback', () => {
    expect(renderText('Hi {{first_name|there}}, {{last_name}}!{{custom.city | your town}}', nobody, null)).toBe('Hi there, !your town');
    expect(renderText('Hi {{first_name|there}}', ada, null)).toBe('Hi Ada');
  });

  it('accepts spaces inside the braces and leaves single braces alone', () => {
    expect(renderText('{ {{ first_name }} }', ada, null)).toBe('{ Ada }');
  });

  it('names the placeholders it does not know, and custom fields the team does not have', () => {
    expect(parseText('Hi {{firstname}} {{first_name}} {{custom.}} {{}}').unknown).toEqual(['{{firstname}}', '{{custom.}}', '{{}}']);
    expect(placeholderProblems('Hi {{first_name}} from {{custom.city}} {{custom.shoe_size}} {{email}}', new Set(['city']))).toEqual(['{{email}}', '{{custom.shoe_size}}']);
    expect(placeholderProblems('Plain text, no tags.', new Set())).toEqual([]);
  });

  it('keeps an unknown tag as written when rendering', () => {
    expect(renderText('Hi {{nick}}', ada, null)).toBe('Hi {{nick}}');
  });

  it('tells whether a text carries the offer link', () => {
    expect(usesOfferLink('Go: {{offer_link}}')).toBe(true);
    expect(usesOfferLink('Go: {{ offer_link | here }}')).toBe(true);
    expect(usesOfferLink('Go: offer_link')).toBe(false);
  });
});
