// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { splitLinks } from '../../src/components/linkified-text.tsx';
import { extractLinks } from '../../src/pages/management/mail-outbox/mail-links.ts';

describe('mail content helpers', () => {
  it('finds URLs in text without swallowing trailing punctuation', () => {
    expect(splitLinks('Verify: https://app.test/verify-email?id=1&hash=a. Thanks')).toEqual([
      { kind: 'text', value: 'Verify: ' },
      { kind: 'link', value: 'https://app.test/verify-email?id=1&hash=a' },
      { kind: 'text', value: '. Thanks' },
    ]);
    expect(splitLinks('no links here')).toEqual([{ kind: 'text', value: 'no links here' }]);
  });

  it('never treats markup in text as a link target', () => {
    expect(splitLinks('<a href="javascript:alert(1)">x</a>').every((part) => part.kind === 'text')).toBe(true);
  });

  it('lists the http links of an HTML mail once each', () => {
    const html = '<p><a href="https://a.test/x">x</a> <a href="javascript:alert(1)">bad</a> <a href="https://a.test/x">again</a> <a href="http://b.test">b</a></p>';
    expect(extractLinks(html)).toEqual(['https://a.test/x', 'http://b.test']);
  });
});
