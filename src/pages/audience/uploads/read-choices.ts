/** The encodings and separators the sample step offers; '' is "let the server detect it". */
export const ENCODINGS = [
  { value: '', label: 'auto' },
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'utf-16', label: 'UTF-16' },
  { value: 'windows-1256', label: 'Windows-1256' },
  { value: 'windows-1252', label: 'Windows-1252' },
] as const;

export const DELIMITERS = [
  { value: '', label: 'auto' },
  { value: ',', label: 'comma' },
  { value: ';', label: 'semicolon' },
  { value: '\t', label: 'tab' },
  { value: '|', label: 'pipe' },
] as const;

/** The name an encoding the server detected goes by here ('UTF-8' for 'utf8'), else as the server spells it. */
export function encodingLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  const norm = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  const known = ENCODINGS.find((e) => e.value && e.value.replace(/[^a-z0-9]/g, '') === norm);
  if (known) return known.label;
  if (norm === 'utf16le' || norm === 'utf16be') return value.toUpperCase();
  return value;
}

/** The label key of a separator the server detected, or the character itself when it is another one. */
export function delimiterKey(value: string | null | undefined): string | null {
  if (!value) return null;
  return DELIMITERS.find((d) => d.value === value)?.label ?? null;
}
