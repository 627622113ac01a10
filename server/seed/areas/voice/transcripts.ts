/** What a seeded call says: the caller's name, the summary of its outcome and the conversation of the agent's script. */
import type { CallOutcome } from '../../../../resources/voice/shared.ts';
import type { TranscriptTurn } from '../../../../resources/voice/calls.ts';
import type { Script } from './agents.ts';

export const NAMES = ['Jordan', 'Priya', 'Marcus', 'Elena', 'Wei', 'Sam', 'Olivia', 'Diego', 'Hannah', 'Tomás', 'Aisha', 'Ben', 'Grace', 'Ravi', 'Chloe'];
export const ARABIC_NAMES = ['Fahad', 'Noura', 'Khalid', 'Reem', 'Omar', 'Sara', 'Yousef', 'Lama'];

export const SUMMARIES: Record<CallOutcome, (name: string) => string> = {
  interested: (n) => `${n} is interested and agreed to a follow-up; lead details captured.`,
  not_interested: (n) => `${n} declined politely; no further follow-up.`,
  callback: (n) => `${n} asked to be called back at a better time.`,
  voicemail: () => 'Reached voicemail; left a short message with the callback number.',
  do_not_call: (n) => `${n} asked not to be called again; number added to the do-not-call list.`,
  unknown: (n) => `Conversation with ${n} ended without a clear outcome.`,
};

/** The seeded conversation, a line every few seconds from the call's start. */
export function transcript(script: Script, outcome: CallOutcome, name: string, pick: <T>(items: readonly T[]) => T, started: Date): TranscriptTurn[] {
  const at = (i: number) => new Date(started.getTime() + (i * 6 + 2) * 1000).toISOString();
  if (outcome === 'voicemail') {
    return [
      { role: 'voicemail', text: `You have reached the voicemail of ${name}. Please leave a message after the tone.`, at: at(0) },
      { role: 'agent', text: script.voicemail, at: at(1) },
    ];
  }
  const [customer, agent] = script.endings[outcome];
  const greeting = pick(['Hello?', 'Hi, who is this?', `${name} speaking.`, 'Yes, hello.']);
  const lines: [TranscriptTurn['role'], string][] = [
    ['agent', script.opening.replace('{name}', name)],
    ['customer', greeting],
    ['agent', script.pitch],
    ['customer', customer],
    ['agent', agent],
  ];
  return lines.map(([role, text], i) => ({ role, text, at: at(i) }));
}
