/** Plain addresses in a campaign text: which are found, what is left of the sentence, which hosts phones reach. */
import { describe, expect, it } from 'vitest';
import { isPublicBase, plainUrls, shortenPlainUrls } from '../../../resources/format/plain-urls.ts';

describe('plain addresses', () => {
  it('finds each address, leaving the sentence its punctuation and a bracketed address its bracket', () => {
    expect(plainUrls('Go to https://a.example/x?y=1, then (see http://b.example/c). Or https://en.wikipedia.org/wiki/Foo_(bar)!')).toEqual(['https://a.example/x?y=1', 'http://b.example/c', 'https://en.wikipedia.org/wiki/Foo_(bar)']);
    expect(plainUrls('no links here, nor https:// alone')).toEqual([]);
  });

  it('replaces each occurrence with its own link but leaves Parley\u2019s own links alone', () => {
    let n = 0;
    const out = shortenPlainUrls('A https://a.example/1. B https://a.example/1 C https://go.example/Abc1234', 'https://go.example/', () => `https://go.example/L${++n}`);
    expect(out).toBe('A https://go.example/L1. B https://go.example/L2 C https://go.example/Abc1234');
  });

  it('knows which of Parley\u2019s addresses a phone cannot open', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://10.1.2.3', 'http://192.168.1.5', 'http://172.20.0.2', 'http://parley.local', 'http://[::1]:3000']) expect(isPublicBase(url), url).toBe(false);
    for (const url of ['https://parley.example.com', 'http://203.0.113.9', 'http://parley.test']) expect(isPublicBase(url), url).toBe(true);
  });
});
