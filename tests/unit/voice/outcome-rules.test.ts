/**
 * Rule classifiers and pasted transcripts: the first rule that holds decides; keywords and patterns
 * look at one side's lines; the outcome comes from what was said, not from who hung up.
 */
import { describe, expect, it } from 'vitest';
import { outcomeRule, type OutcomeRule } from '../../../resources/voice/call-outcome-classifiers.ts';
import type { CallFacts } from '../../../server/domains/voice/outcomes/call-facts.ts';
import { parsePastedTranscript } from '../../../server/domains/voice/outcomes/pasted-transcript.ts';
import { compileRules } from '../../../server/domains/voice/outcomes/rule-classify.ts';

const rules: OutcomeRule[] = [
  { outcome: 'do_not_call', role: 'customer', keywords: ['stop calling', 'remove me'] },
  { outcome: 'voicemail', role: 'any', answered_by: ['voicemail'] },
  { outcome: 'callback', role: 'customer', pattern: '\\bcall me (back|later|tomorrow)\\b' },
  { outcome: 'not_interested', role: 'customer', keywords: ['not interested'], max_duration_seconds: 60 },
  { outcome: 'interested', role: 'agent', keywords: ['booked you in'] },
];
const classify = compileRules(rules);
const facts = (lines: [string, string][], extra: Partial<CallFacts> = {}): CallFacts => ({
  transcript: lines.map(([role, text]) => ({ role: role as 'agent', text })),
  duration_seconds: 40,
  hangup_reason: 'agent_hangup',
  answered_by: 'human',
  ...extra,
});

describe('rule classification', () => {
  it('decides do_not_call from the conversation even when the customer hung up', () => {
    const got = classify(facts([['agent', 'Hi, this is Maya.'], ['customer', 'Please STOP calling me.']], { hangup_reason: 'customer_hangup' }));
    expect(got).toMatchObject({ outcome: 'do_not_call', confidence: 100, rule: 0 });
    expect(got.reason).toContain('customer said "stop calling"');
  });

  it('looks for keywords only in the chosen side\u2019s lines', () => {
    expect(classify(facts([['agent', 'I will remove me from nothing'], ['customer', 'Hello?']])).outcome).toBe('unknown');
    expect(classify(facts([['customer', 'Hello?'], ['agent', 'Great, I booked you in for Tuesday.']])).outcome).toBe('interested');
  });

  it('matches patterns case-insensitively and names the match', () => {
    const got = classify(facts([['customer', 'Busy now, Call me tomorrow please.']]));
    expect(got).toMatchObject({ outcome: 'callback', rule: 2 });
    expect(got.reason).toContain('"Call me tomorrow"');
  });

  it('needs every condition of a rule: keywords and a duration', () => {
    expect(classify(facts([['customer', 'I am not interested']])).outcome).toBe('not_interested');
    expect(classify(facts([['customer', 'I am not interested']], { duration_seconds: 300 })).outcome).toBe('unknown');
  });

  it('uses answered_by, and the first rule that holds wins', () => {
    expect(classify(facts([['voicemail', 'Leave a message.']], { answered_by: 'voicemail' })).outcome).toBe('voicemail');
    expect(classify(facts([['voicemail', 'Stop calling me.']], { answered_by: 'voicemail' })).outcome).toBe('do_not_call');
  });

  it('answers unknown when nothing holds, and for a call without a transcript', () => {
    expect(classify({ transcript: null, duration_seconds: 0, hangup_reason: 'no_answer', answered_by: null })).toEqual({ outcome: 'unknown', confidence: 100, reason: 'No rule matched.' });
  });
});

describe('rule validation', () => {
  it('names a bad regular expression', () => {
    const bad = outcomeRule.safeParse({ outcome: 'callback', pattern: 'call me (back' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]).toMatchObject({ path: ['pattern'] });
    expect(bad.error!.issues[0].message).toMatch(/^Not a valid regular expression: .*call me \(back/);
  });

  it('refuses a rule without a condition and an unknown key', () => {
    expect(outcomeRule.safeParse({ outcome: 'callback' }).success).toBe(false);
    expect(outcomeRule.safeParse({ outcome: 'callback', keywords: ['x'], words: ['y'] }).success).toBe(false);
  });
});

describe('pasted transcripts', () => {
  it('reads speaker lines, continuing a turn on lines without a speaker', () => {
    expect(parsePastedTranscript('Agent: Hello\nCaller: Hi there\nhow are you?\n\nBot: Fine')).toEqual([
      { role: 'agent', text: 'Hello' },
      { role: 'customer', text: 'Hi there how are you?' },
      { role: 'agent', text: 'Fine' },
    ]);
  });

  it('reads a call\u2019s JSON turns', () => {
    expect(parsePastedTranscript('[{"role":"customer","text":"Hi","at":"2026-01-01T00:00:00Z"}]')).toEqual([{ role: 'customer', text: 'Hi' }]);
  });

  it('refuses text without speakers and malformed JSON with a 422 on transcript', () => {
    for (const bad of ['just some words', '[{"who":"x"}]', '[not json'])
      expect(() => parsePastedTranscript(bad)).toThrow(expect.objectContaining({ statusCode: 422, errors: { transcript: [expect.any(String)] } }));
  });
});
