/**
 * A transcript pasted into the classifier test: the JSON turns of a call (`[{role, text}]`) or plain
 * lines "Agent: …" / "Customer: …" (also Caller, User, Bot, Assistant); a line without a speaker
 * continues the turn before it.
 */
import { HttpError } from '../../../http/errors.ts';
import type { CallFacts } from './call-facts.ts';

type Turn = NonNullable<CallFacts['transcript']>[number];

const SPEAKERS: Record<string, Turn['role']> = {
  agent: 'agent',
  bot: 'agent',
  assistant: 'agent',
  customer: 'customer',
  caller: 'customer',
  user: 'customer',
  callee: 'customer',
  voicemail: 'voicemail',
  ivr: 'ivr',
};
const LINE = /^\s*([A-Za-z]+)\s*:\s*(.*)$/;
const PROBLEM = 'Paste the conversation one turn a line ("Agent: …", "Customer: …") or as the call\u2019s JSON turns.';

export function parsePastedTranscript(text: string): Turn[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return jsonTurns(trimmed);
  const turns: Turn[] = [];
  for (const line of trimmed.split(/\r?\n/)) {
    const m = LINE.exec(line);
    const role = m ? SPEAKERS[m[1].toLowerCase()] : undefined;
    if (m && role) turns.push({ role, text: m[2].trim() });
    else if (turns.length && line.trim()) turns.at(-1)!.text += ` ${line.trim()}`;
    else if (line.trim()) throw new HttpError(422, PROBLEM, { transcript: [PROBLEM] });
  }
  if (!turns.length) throw new HttpError(422, PROBLEM, { transcript: [PROBLEM] });
  return turns;
}

function jsonTurns(text: string): Turn[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(422, PROBLEM, { transcript: [PROBLEM] });
  }
  const roles = new Set(Object.values(SPEAKERS));
  const turns = Array.isArray(parsed)
    ? parsed.filter((t): t is Turn => !!t && typeof t === 'object' && roles.has((t as Turn).role) && typeof (t as Turn).text === 'string').map((t) => ({ role: t.role, text: t.text }))
    : [];
  if (!turns.length || turns.length !== (parsed as unknown[]).length) throw new HttpError(422, PROBLEM, { transcript: [PROBLEM] });
  return turns;
}
