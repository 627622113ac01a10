/**
 * Plain web addresses in a campaign's text (docs/areas/sms.md#links-and-clicks): each one a
 * recipient gets becomes a short link of its own at send, like `{{offer_link}}`, so clicks on any
 * link of the text are counted. Addresses already on the team's link base are Parley's links and
 * are left alone.
 */

/** An http(s) address up to the next space or character no address carries unescaped. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;

/** Sentence punctuation right after an address belongs to the sentence: "see https://x.io/a." */
function trimTrailing(url: string): string {
  let end = url.length;
  while (end > 0) {
    const c = url[end - 1];
    // A closing bracket stays when the address opens one: https://en.wikipedia.org/wiki/Foo_(bar)
    if (c === ')' && url.slice(0, end).split('(').length > url.slice(0, end).split(')').length - 1) break;
    if (!'.,;:!?)]}'.includes(c)) break;
    end -= 1;
  }
  return url.slice(0, end);
}

/** The plain addresses in a text, in order, each as often as it occurs. */
export function plainUrls(text: string, ownPrefix?: string): string[] {
  return [...text.matchAll(URL_PATTERN)].map((m) => trimTrailing(m[0])).filter((url) => url.length > 0 && !(ownPrefix && url.startsWith(ownPrefix)) && /^https?:\/\/[^/?#]+/i.test(url));
}

/**
 * The text with each plain address replaced by what `shorten` gives for it (its own short link, or
 * a stand-in of that length when parts are counted before sending).
 */
export function shortenPlainUrls(text: string, ownPrefix: string, shorten: (url: string) => string): string {
  return text.replace(URL_PATTERN, (match) => {
    const url = trimTrailing(match);
    if (!url || url.startsWith(ownPrefix) || !/^https?:\/\/[^/?#]+/i.test(url)) return match;
    return shorten(url) + match.slice(url.length);
  });
}

/**
 * Whether links on Parley's own address reach a recipient's phone: not on a loopback, private or
 * `.local` host. When they do not and the team has no short-link domain, plain addresses are sent
 * as written (and the text field says why).
 */
export function isPublicBase(appUrl: string): boolean {
  let host: string;
  try {
    host = new URL(appUrl).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || host === '::1' || host === '0.0.0.0') return false;
  const v4 = host.match(/^(\d+)\.(\d+)\.\d+\.\d+$/);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    if (a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || (a === 169 && b === 254)) return false;
  }
  return !/^f[cd][0-9a-f]{2}:/.test(host) && !host.startsWith('fe80:');
}
