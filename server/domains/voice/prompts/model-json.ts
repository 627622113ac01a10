/**
 * The JSON object a model was asked to answer with. Models wrap it in a code fence or a sentence
 * now and then, so the outermost {…} is taken; anything else is a 502 that says what to try.
 */
import { HttpError } from '../../../http/errors.ts';

export function modelJson(text: string): Record<string, unknown> {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start >= 0 && end > start) {
    try {
      const value: unknown = JSON.parse(text.slice(start, end + 1));
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // Falls through to the 502 below.
    }
  }
  throw new HttpError(502, 'The language model did not answer in the expected JSON form. Try again, or configure a stronger model in the team’s AI settings.');
}
