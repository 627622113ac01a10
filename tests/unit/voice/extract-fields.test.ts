/** Extraction by rules and the reading of values into a field's type (what the model or a pattern gave). */
import { describe, expect, it } from 'vitest';
import { extractFieldSchema, valueEquals, type ExtractField } from '../../../resources/voice/extract-fields.ts';
import { extractByRule, typed } from '../../../server/domains/voice/post-processing/extract-rules.ts';
import { parseObject } from '../../../server/domains/voice/post-processing/extract-llm.ts';

const field = (f: Partial<ExtractField>): ExtractField => extractFieldSchema.parse({ key: 'f', type: 'text', by: 'rule', pattern: '.', ...f });
const turns = (customer: string, agent = 'Do you own your home? Stop calling is not what I said.') => [
  { role: 'agent' as const, text: agent, at: '2026-11-20T10:00:00Z' },
  { role: 'customer' as const, text: customer, at: '2026-11-20T10:00:05Z' },
];

describe('typed', () => {
  it('reads numbers from words, and words without a number as no number (not 0)', () => {
    const n = field({ type: 'number' });
    expect(typed(n, 'about $1,240.50 a month')).toBe(1240.5);
    expect(typed(n, 42)).toBe(42);
    expect(typed(n, 'not said')).toBeNull();
    expect(typed(n, Number.NaN)).toBeNull();
  });
  it('reads booleans and choices, null for what does not fit', () => {
    expect(typed(field({ type: 'boolean' }), 'Yes')).toBe(true);
    expect(typed(field({ type: 'boolean' }), 'no')).toBe(false);
    expect(typed(field({ type: 'boolean' }), 'maybe')).toBeNull();
    const choice = field({ type: 'choice', choices: ['Monday', 'Friday'] });
    expect(typed(choice, ' friday ')).toBe('Friday');
    expect(typed(choice, 'Sunday')).toBeNull();
    expect(typed(field({}), '')).toBeNull();
  });
});

describe('extractByRule', () => {
  it('matches what the customer said, not the agent, taking the first group', () => {
    expect(extractByRule(field({ type: 'number', pattern: 'bill is (\\d+)' }), turns('My bill is 180.'))).toBe(180);
    expect(extractByRule(field({ type: 'boolean', pattern: 'stop calling' }), turns('Fine, thanks.'))).toBe(false);
    expect(extractByRule(field({ type: 'boolean', pattern: 'STOP CALLING' }), turns('please stop calling me'))).toBe(true);
    expect(extractByRule(field({ type: 'text', pattern: 'name is (\\w+)' }), turns('Hello.'))).toBeNull();
  });
  it('reads the whole transcript when no turn is the customer’s, and nothing from none', () => {
    expect(extractByRule(field({ type: 'text', pattern: 'tone' }), [{ role: 'voicemail', text: 'After the tone.', at: '2026-11-20T10:00:00Z' }])).toBe('tone');
    expect(extractByRule(field({ type: 'boolean', pattern: 'x' }), null)).toBe(false);
  });
});

describe('fields and answers', () => {
  it('refuses a choice without choices and a rule without a valid pattern', () => {
    expect(extractFieldSchema.safeParse({ key: 'c', type: 'choice', by: 'llm' }).success).toBe(false);
    expect(extractFieldSchema.safeParse({ key: 'r', type: 'text', by: 'rule' }).success).toBe(false);
    expect(extractFieldSchema.safeParse({ key: 'r', type: 'text', by: 'rule', pattern: '(' }).success).toBe(false);
  });
  it('finds the JSON object in a model’s answer, fenced or in a sentence', () => {
    expect(parseObject('Here it is: ```json\n{"a": 1}\n``` done')).toEqual({ a: 1 });
    expect(parseObject('[1, 2]')).toBeNull();
    expect(parseObject('no json')).toBeNull();
  });
  it('compares text without case or edge spaces, and other values exactly', () => {
    expect(valueEquals(' Busy ', 'busy')).toBe(true);
    expect(valueEquals(true, 'true')).toBe(true);
    expect(valueEquals(3, 3)).toBe(true);
    expect(valueEquals(null, 'null')).toBe(false);
  });
});
