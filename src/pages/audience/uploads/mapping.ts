/**
 * The column mapping of an upload, without React: which contact field or custom field each column
 * of the file fills, started from the server's guess, and what keeps it from being imported.
 */

/** Several columns may add tags; any other field takes one column at most. */
const MAY_REPEAT = new Set<string>(['tags']);

/** A column's target: a contact field or a custom field's key; null leaves the column out. */
export type Mapping = Record<string, string | null>;

/**
 * The mapping the screen starts from: the server's guess for each column where it names a field
 * this team has, else "don't import". A guess naming a field that is gone is dropped, not sent.
 */
export function initialMapping(columns: readonly string[], guessed: Readonly<Record<string, string | null>>, known: ReadonlySet<string>): Mapping {
  const mapping: Mapping = {};
  for (const column of columns) {
    const guess = guessed[column] ?? null;
    mapping[column] = guess !== null && known.has(guess) ? guess : null;
  }
  return mapping;
}

export type MappingProblem =
  | { kind: 'no-phone' }
  | { kind: 'many-phones'; columns: string[] }
  | { kind: 'repeated'; field: string; columns: string[] };

/** What stops the import: no phone column, more than one, or a field filled from two columns. */
export function mappingProblems(mapping: Readonly<Mapping>): MappingProblem[] {
  const byField = new Map<string, string[]>();
  for (const [column, field] of Object.entries(mapping)) {
    if (field === null) continue;
    byField.set(field, [...(byField.get(field) ?? []), column]);
  }
  const problems: MappingProblem[] = [];
  const phones = byField.get('phone') ?? [];
  if (phones.length === 0) problems.push({ kind: 'no-phone' });
  if (phones.length > 1) problems.push({ kind: 'many-phones', columns: phones });
  for (const [field, columns] of byField) {
    if (field !== 'phone' && columns.length > 1 && !MAY_REPEAT.has(field)) problems.push({ kind: 'repeated', field, columns });
  }
  return problems;
}

/** The columns a problem is about, to mark their rows in the table. */
export function columnsInTrouble(problems: readonly MappingProblem[]): Set<string> {
  return new Set(problems.flatMap((p) => ('columns' in p ? p.columns : [])));
}

/**
 * Required custom fields no column fills: the server refuses every new contact without them, so
 * the operator hears it before the import, not from an error report of every row.
 */
export function unmappedRequired(mapping: Readonly<Mapping>, required: readonly string[]): string[] {
  const mapped = new Set(Object.values(mapping));
  return required.filter((key) => !mapped.has(key));
}

/** The required fields no column fills and no every-row value gives: the import would fail every new contact. */
export function unfilledRequired(mapping: Readonly<Mapping>, required: readonly string[], defaults: Readonly<Record<string, unknown>>): string[] {
  return unmappedRequired(mapping, required).filter((key) => defaults[key] === undefined || defaults[key] === '');
}

/** How a column's target came about, for the little badge beside it. */
export type GuessState = 'guessed' | 'changed' | 'unmatched';

/**
 * 'guessed' while the column still has the target the header suggested, 'changed' once the user
 * picked something else (or left out a guessed column), 'unmatched' when the header suggested nothing.
 */
export function guessState(column: string, mapping: Readonly<Mapping>, initial: Readonly<Mapping>): GuessState {
  const guess = initial[column] ?? null;
  const now = mapping[column] ?? null;
  if (guess !== null && now === guess) return 'guessed';
  if (guess === null && now === null) return 'unmatched';
  return 'changed';
}

/** The body's `mapping`: only the columns that are imported. */
export function mappingToSend(mapping: Readonly<Mapping>): Record<string, string> {
  return Object.fromEntries(Object.entries(mapping).filter((entry): entry is [string, string] => entry[1] !== null));
}

/** Up to `count` non-blank values of one column, as examples beside its name. */
export function exampleValues(rows: readonly (readonly unknown[])[], index: number, count = 3): string[] {
  const out: string[] = [];
  for (const row of rows) {
    const value = row[index];
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text && !out.includes(text)) out.push(text);
    if (out.length === count) break;
  }
  return out;
}
