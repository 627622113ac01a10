/** Valid sample records built from a resource's field kinds and options (seed varies the values). */
import { createSchema, type FieldDef, type Resource } from '../../resources/kit/index.ts';

let systemIds = 0;

function candidates(name: string, f: FieldDef, seed: number): unknown[] {
  const pad = String(seed).padStart(2, '0');
  switch (f.kind) {
    case 'text':
      // An agent's voice is one the provider has (the simulator's, server/simulators/voice/simulator-voices.ts).
      if (name === 'voice') return ['nova'];
      // A SIP trunk's termination is a SIP URI.
      if (name === 'termination_uri') return [`sip:pbx${pad}.example.com:5060`];
      // An endpoint's system_id is unique across the installation, so every team's sample has its own (at most 15 characters).
      if (name === 'system_id') return [`bind${pad}_${(++systemIds).toString(36)}`];
      // Then codes: a country, an MCC, an MNC.
      // Then a one-character separator; then a time of day and a time zone (a campaign's send window).
      return [
        `Sample ${name} ${pad}`,
        `${name.replace(/[^a-z]/g, '') || 's'}_${pad}`,
        `s${pad}`,
        ['US', 'DE', 'FR'][seed % 3],
        String(300 + seed),
        String(10 + seed),
        [',', ';', '|'][seed % 3],
        ['09:00', '12:30', '18:45'][seed % 3],
        ['Europe/Berlin', 'Asia/Tokyo', 'UTC'][seed % 3],
      ];
    case 'textarea':
    case 'markdown':
    case 'sms-text':
      // An HTTP route's headers are `Name: value` lines, and its body a template that stays JSON once filled.
      if (name === 'http_headers' || name === 'headers') return [`X-Sample: ${pad}`];
      if (name === 'http_body') return [`{"to":"{{to}}","text":"{{text}}","n":"${pad}"}`];
      return [`Some **${name}** text ${pad}`];
    case 'email':
      return [`sample${pad}@example.com`];
    case 'url':
      return [`https://example.com/${name}/${pad}`];
    case 'number':
      // Then a small code (an SMPP TON or NPI).
      return [seed * 10, seed, seed % 2];
    case 'money':
      // An amount per currency: one line in each of two currencies.
      return f.byCurrency ? [{ EUR: seed * 1000, USD: seed * 2000 }] : [seed * 1000];
    case 'switch':
      // A routing rule without routes must send least-cost (a sample cannot know the team's routes);
      // a sample plan is not the team's default (making one default unsets, so changes, the previous one).
      return name === 'least_cost' ? [true] : name === 'is_default' ? [false] : [seed % 2 === 1, true];
    case 'select':
      return [f.options![seed % f.options!.length], ...f.options!];
    case 'multiselect':
      // A SIP trunk's allowed addresses are IPs or CIDR blocks.
      if (name === 'allowed_ips') return [[`203.0.113.${seed}`, `198.51.100.0/24`]];
      // Free tags that must be phone numbers (a campaign's caller numbers) take none.
      return f.options?.length ? [[f.options[seed % f.options.length]]] : [[`tag${pad}`], ['a', 'b'], []];
    case 'date':
      return [`2026-01-${pad}`];
    case 'datetime':
      return [`2026-01-${pad}T10:00:00.000Z`];
    case 'phone':
      return [`+1415555${String(100 + seed).padStart(4, '0')}`];
    case 'country':
      return [['US', 'DE', 'FR', 'AE'][seed % 4]];
    case 'json':
      // A contact's custom values must name the team's custom fields, which a sample team has none of;
      // then a segment's rules (an empty react-querybuilder group); then an empty object, for a JSON
      // field whose keys and values follow rules of their own; then an empty list (a call's transcript).
      // A tool's parameters are a JSON schema of an object.
      if (name === 'parameters') return [{ type: 'object', properties: { sample: { type: 'string' } } }];
      // An agent test suite's cases: one scripted caller.
      if (name === 'cases') return [[{ name: `Case ${seed}`, caller_lines: ['Hello?'], expected_outcome: 'unknown' }]];
      // A pipeline's outcome rule: a field, a value, an outcome.
      if (name === 'set_outcome') return [{ field: 'sample', equals: 'yes', outcome: 'callback' }];
      // A route's rate sheet settings: the columns of a plainly headed deck.
      if (name === 'deck_settings') return [{ quote: '"', columns: { mcc: 'MCC', mnc: 'MNC', price: 'Price' }, date_format: 'yyyy-mm-dd', price_unit: 'sms', decimal: 'point', deck: 'partial' }];
      return name === 'custom' ? [{}] : [{ sample: seed }, { combinator: 'and', rules: [] }, {}, []];
    case 'field-mapping':
      return [{ mobile: 'phone' }, {}];
    case 'route-targets':
    case 'route-attempts':
      return [[]];
    case 'custom-values':
      // A new team defines no custom fields: no values.
      return [{}];
    case 'reference':
      return [];
  }
}

/** Ids of existing records, by resource name, for a sample's reference fields. */
export type RefIds = Record<string, number>;

/** The other resources a resource's reference fields point at. */
export function referencedResources(resource: Resource): string[] {
  const names = Object.values(resource.fields).flatMap((f) => (f.kind === 'reference' && f.reference ? [f.reference.resource] : []));
  return [...new Set(names)].filter((n) => n !== resource.name);
}

export function sampleRecord(resource: Resource, seed = 1, refs: RefIds = {}): Record<string, unknown> {
  const out = sampleValues(resource, seed, refs, (f) => !f.readOnly && f.form !== false);
  const parsed = createSchema(resource).safeParse(out);
  if (!parsed.success) throw new Error(`sample of ${resource.name} is invalid: ${parsed.error.message}`);
  return out;
}

/** Every field of a record Parley writes (a call with its cost), as its own code would record it. */
export function sampleFact(resource: Resource, seed = 1, refs: RefIds = {}): Record<string, unknown> {
  return sampleValues(resource, seed, refs, () => true);
}

function sampleValues(resource: Resource, seed: number, refs: RefIds, include: (f: FieldDef) => boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(resource.fields)) {
    if (!include(f)) continue;
    // A hub endpoint left without a currency bills in its company's (a sample's would differ).
    if (resource.name === 'endpoints' && name === 'currency') continue;
    if (f.kind === 'reference') {
      const id = f.reference && refs[f.reference.resource];
      if (id) out[name] = id;
      continue;
    }
    const value = candidates(name, f, seed).find((v) => f.schema.safeParse(v).success);
    if (value === undefined) throw new Error(`no sample for ${resource.name}.${name}`);
    out[name] = value;
  }
  return out;
}

/** A value of the wrong type for a field. */
export function wrongValue(f: FieldDef): unknown {
  if (f.kind === 'json' || f.kind === 'custom-values' || f.kind === 'field-mapping' || f.kind === 'route-targets' || f.kind === 'route-attempts') return 'not an object';
  return f.kind === 'number' || f.kind === 'money' || f.kind === 'reference' || f.kind === 'switch' ? 'not a value' : { nested: true };
}

/** A query string form of a record value; a list filter asks for one of its items. */
export const asParam = (v: unknown): string => (Array.isArray(v) ? asParam(v[0]) : typeof v === 'string' ? v : JSON.stringify(v));
