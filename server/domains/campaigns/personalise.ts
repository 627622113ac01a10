/**
 * A campaign text's placeholders (docs/areas/sms.md#texts-and-personalisation): `{{first_name}}`,
 * `{{last_name}}`, `{{phone}}`, `{{custom.<key>}}` and `{{offer_link}}`, each with an optional
 * fallback after a bar (`{{first_name|there}}`) used when the contact has no such value. Pure: the
 * caller gives the contact and the link, so a preview and a send fill a text the same way.
 */
export type PlaceholderName = 'first_name' | 'last_name' | 'phone' | 'offer_link' | `custom.${string}`;

export interface Placeholder {
  /** As written, braces included: what an error names. */
  raw: string;
  name: PlaceholderName;
  fallback: string | null;
}

type Piece = string | Placeholder;

const TAG = /\{\{([^{}]*)\}\}/g;
const NAME = /^(first_name|last_name|phone|offer_link|custom\.[a-z][a-z0-9_]{0,39})$/;

/** The text cut into literal runs and placeholders, with the tags that name nothing Parley knows. */
export function parseText(text: string): { pieces: Piece[]; unknown: string[] } {
  const pieces: Piece[] = [];
  const unknown: string[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > at) pieces.push(text.slice(at, match.index));
    at = match.index + match[0].length;
    const bar = match[1].indexOf('|');
    const name = (bar < 0 ? match[1] : match[1].slice(0, bar)).trim();
    if (!NAME.test(name)) {
      unknown.push(match[0]);
      pieces.push(match[0]);
      continue;
    }
    pieces.push({ raw: match[0], name: name as PlaceholderName, fallback: bar < 0 ? null : match[1].slice(bar + 1).trim() });
  }
  if (at < text.length) pieces.push(text.slice(at));
  return { pieces, unknown };
}

/**
 * Why a text cannot be saved: placeholders Parley does not know, and custom fields the team has
 * not defined. Empty when it may be.
 */
export function placeholderProblems(text: string, customKeys: ReadonlySet<string>): string[] {
  const { pieces, unknown } = parseText(text);
  const undefinedCustom = pieces.filter((p): p is Placeholder => typeof p !== 'string' && p.name.startsWith('custom.') && !customKeys.has(p.name.slice('custom.'.length)));
  return [...unknown, ...undefinedCustom.map((p) => p.raw)];
}

export function usesOfferLink(text: string): boolean {
  return parseText(text).pieces.some((p) => typeof p !== 'string' && p.name === 'offer_link');
}

export interface Recipient {
  first_name: string | null;
  last_name: string | null;
  phone: string;
  custom: Record<string, string | number | boolean> | null;
}

/** The text for one recipient; `offerLink` is the recipient's short link (or a stand-in of its length). */
export function renderText(text: string, recipient: Recipient, offerLink: string | null): string {
  return parseText(text)
    .pieces.map((piece) => {
      if (typeof piece === 'string') return piece;
      const value = valueOf(piece.name, recipient, offerLink);
      return value === '' ? (piece.fallback ?? '') : value;
    })
    .join('');
}

function valueOf(name: PlaceholderName, recipient: Recipient, offerLink: string | null): string {
  switch (name) {
    case 'first_name':
      return recipient.first_name?.trim() ?? '';
    case 'last_name':
      return recipient.last_name?.trim() ?? '';
    case 'phone':
      return recipient.phone;
    case 'offer_link':
      return offerLink ?? '';
    default: {
      const value = recipient.custom?.[name.slice('custom.'.length)];
      return value === undefined || value === null ? '' : String(value);
    }
  }
}
