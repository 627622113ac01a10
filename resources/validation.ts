/**
 * Zod's default messages speak to developers ("expected string, received undefined"); these speak
 * to the person filling in the form. Imported by every schema module so both sides share them.
 */
import { z } from 'zod';

z.config({
  customError: (issue) => {
    if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) return 'This field is required.';
    if (issue.code === 'invalid_type' && issue.expected === 'int') return 'Use a whole number.';
    if (issue.code === 'invalid_type') return `Expected ${issue.expected}.`;
    if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}.`;
    if (issue.code === 'invalid_value') return `Choose one of: ${issue.values.map(String).join(', ')}.`;
    return undefined;
  },
});

export { z };
