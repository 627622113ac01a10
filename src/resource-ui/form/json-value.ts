/** The JSON editor keeps text in the form; it is parsed on submit and checked as typed. */
export function jsonToText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

export function isValidJson(text: unknown): boolean {
  if (typeof text !== 'string' || text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export function textToJson(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  return text.trim() === '' ? null : JSON.parse(text);
}
