import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { field, maskSecret } from '../../../resources/kit/index.ts';
import { submitValues } from '../../../src/resource-ui/form/form-values.ts';
import { isMask } from '../../../src/resource-ui/form/secret-input.tsx';

describe('secret fields', () => {
  it('are answered as a mask that shows at most the last four characters of a long one', () => {
    expect(maskSecret('sk_live_51Habcdefghf00d')).toBe('••••f00d');
    expect(maskSecret('short')).toBe('••••');
    expect(maskSecret(null)).toBeNull();
    expect(maskSecret('')).toBeNull();
    expect(isMask('••••f00d')).toBe(true);
    expect(isMask('f00d')).toBe(false);
  });

  it('are kept on edit unless a new value is typed, and sent on create', () => {
    const fields = {
      name: field({ schema: z.string(), kind: 'text' }),
      api_key: field({ schema: z.string().optional(), kind: 'text', secret: true }),
    };
    expect(submitValues(fields, 'edit', { name: 'A', api_key: '••••f00d' })).toEqual({ name: 'A' });
    expect(submitValues(fields, 'edit', { name: 'A', api_key: '' })).toEqual({ name: 'A' });
    expect(submitValues(fields, 'edit', { name: 'A', api_key: 'new-key' })).toEqual({ name: 'A', api_key: 'new-key' });
    expect(submitValues(fields, 'create', { name: 'A', api_key: 'k' })).toEqual({ name: 'A', api_key: 'k' });
  });
});
