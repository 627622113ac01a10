/**
 * Rule classifiers (resources/voice/call-outcome-classifiers.ts#outcomeRule): the rules are compiled
 * once (keywords lower-cased, patterns as case-insensitive regular expressions) so a rerun over many
 * calls pays for compiling once; the first rule whose conditions all hold decides, with confidence
 * 100. A rule speaks about the conversation, so "stop calling me" decides do_not_call whoever hung up.
 */
import type { Classification, OutcomeRule } from '../../../../resources/voice/call-outcome-classifiers.ts';
import type { CallFacts } from './call-facts.ts';

export type RuleClassifier = (facts: CallFacts) => Classification;

export function compileRules(rules: readonly OutcomeRule[]): RuleClassifier {
  const compiled = rules.map((rule, index) => ({
    rule,
    index,
    keywords: rule.keywords?.map((k) => k.toLowerCase()) ?? [],
    pattern: rule.pattern ? new RegExp(rule.pattern, 'iu') : null,
  }));
  return (facts) => {
    for (const c of compiled) {
      const why = holds(c, facts);
      if (why) return { outcome: c.rule.outcome, confidence: 100, reason: `Rule ${c.index + 1}: ${why}`, rule: c.index };
    }
    return { outcome: 'unknown', confidence: 100, reason: 'No rule matched.' };
  };
}

/** The conditions that held, in words, or null when one does not. */
function holds(c: { rule: OutcomeRule; keywords: string[]; pattern: RegExp | null }, facts: CallFacts): string | null {
  const { rule } = c;
  const said: string[] = [];
  if (c.keywords.length || c.pattern) {
    const text = linesOf(facts, rule.role);
    if (c.keywords.length) {
      const lower = text.toLowerCase();
      const found = c.keywords.find((k) => lower.includes(k));
      if (!found) return null;
      said.push(`${rule.role} said "${found}"`);
    }
    if (c.pattern) {
      const match = c.pattern.exec(text);
      if (!match) return null;
      said.push(`${rule.role} matched /${rule.pattern}/ ("${match[0].slice(0, 80)}")`);
    }
  }
  if (rule.min_duration_seconds !== undefined) {
    if (facts.duration_seconds < rule.min_duration_seconds) return null;
    said.push(`lasted at least ${rule.min_duration_seconds} s`);
  }
  if (rule.max_duration_seconds !== undefined) {
    if (facts.duration_seconds > rule.max_duration_seconds) return null;
    said.push(`lasted at most ${rule.max_duration_seconds} s`);
  }
  if (rule.hangup_reasons) {
    if (!facts.hangup_reason || !rule.hangup_reasons.includes(facts.hangup_reason)) return null;
    said.push(`hangup ${facts.hangup_reason}`);
  }
  if (rule.answered_by) {
    if (!facts.answered_by || !rule.answered_by.includes(facts.answered_by)) return null;
    said.push(`answered by ${facts.answered_by}`);
  }
  return `${said.join(', ')} → ${rule.outcome}`;
}

/** The lines of one side, one a line; "customer" covers whoever answered (a voicemail greeting, a menu). */
function linesOf(facts: CallFacts, role: OutcomeRule['role']): string {
  const turns = facts.transcript ?? [];
  const mine = role === 'any' ? turns : role === 'agent' ? turns.filter((t) => t.role === 'agent') : turns.filter((t) => t.role !== 'agent');
  return mine.map((t) => t.text).join('\n');
}
