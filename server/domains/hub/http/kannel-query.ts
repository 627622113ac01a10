/**
 * sendsms's query as Kannel's smsbox reads it: parameter values are bytes (a percent-escape is one
 * byte, `+` a space), and `charset` says what those bytes are, so a text in ISO-8859-1 or UTF-16BE
 * arrives exactly as sent — which a query parser that decodes UTF-8 would garble.
 */
export type KannelQuery = Map<string, Buffer>;

function bytesOf(part: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < part.length; i++) {
    const c = part[i];
    if (c === '+') out.push(0x20);
    else if (c === '%' && /^[0-9a-fA-F]{2}$/.test(part.slice(i + 1, i + 3))) {
      out.push(parseInt(part.slice(i + 1, i + 3), 16));
      i += 2;
    } else out.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(out);
}

/** The first value of each parameter, by its name. */
export function parseKannelQuery(rawQuery: string): KannelQuery {
  const params: KannelQuery = new Map();
  for (const pair of rawQuery.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = bytesOf(eq < 0 ? pair : pair.slice(0, eq)).toString('latin1');
    if (!params.has(name)) params.set(name, bytesOf(eq < 0 ? '' : pair.slice(eq + 1)));
  }
  return params;
}

/** Charsets a sendsms client may name for its text, by their names in any case. */
const DECODERS: Record<string, (bytes: Buffer) => string | null> = {
  'utf-8': (b) => strict('utf-8', b),
  utf8: (b) => strict('utf-8', b),
  'iso-8859-1': (b) => b.toString('latin1'),
  'iso8859-1': (b) => b.toString('latin1'),
  latin1: (b) => b.toString('latin1'),
  'us-ascii': (b) => (b.every((x) => x < 0x80) ? b.toString('latin1') : null),
  ascii: (b) => (b.every((x) => x < 0x80) ? b.toString('latin1') : null),
  'windows-1252': (b) => strict('windows-1252', b),
  'utf-16be': (b) => (b.length % 2 ? null : strict('utf-16be', b)),
  'ucs-2': (b) => (b.length % 2 ? null : strict('utf-16be', b)),
  'utf-16': (b) => (b.length % 2 ? null : strict('utf-16', b)),
  'utf-16le': (b) => (b.length % 2 ? null : strict('utf-16le', b)),
};

function strict(label: string, bytes: Buffer): string | null {
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** The text in `charset`; null for a charset Parley does not read or bytes that are not in it. */
export function decodeText(bytes: Buffer, charset: string): string | null {
  const decode = DECODERS[charset.trim().toLowerCase()];
  return decode ? decode(bytes) : null;
}
