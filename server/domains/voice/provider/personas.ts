/**
 * Who answers the simulator's calls. A persona is chosen by name (the test call's `persona`) or by
 * the destination's last digit, so a campaign over many numbers meets every kind of callee:
 * 0–3 an interested person, 4–5 a person who declines, 6 voicemail, 7 call screening, 8 busy,
 * 9 no answer.
 */
import { ANSWERED_BY } from '../../../../resources/voice/calls.ts';
import type { SIMULATOR_PERSONAS } from '../../../../resources/voice/test-calls.ts';

export interface Persona {
  name: string;
  /** How the call goes before anyone talks. */
  pickup: (typeof ANSWERED_BY)[number] | 'busy' | 'no_answer';
  /** Seconds it rings before the pickup (or before giving up). */
  ringSeconds: number;
  /** What the callee wants from the call; the lines follow it. */
  goal: string;
  /** The first thing heard on pickup (a person's hello, a greeting, a screening question). */
  greeting?: string;
  /** The callee's answers, one per agent turn; after the last one they hang up. */
  lines: string[];
  /** Call screening: after the agent states its business, a person comes on. */
  screenedBy?: string;
}

export const PERSONAS: Record<(typeof SIMULATOR_PERSONAS)[number], Persona> = {
  interested: {
    name: 'interested',
    pickup: 'human',
    ringSeconds: 6,
    goal: 'Hears the offer out, asks about the price and agrees to be sent the details.',
    greeting: 'Hello?',
    lines: ['Yes, speaking. What is this about?', 'That sounds interesting. How much would it cost me?', 'Alright, please send me the details. Thank you, goodbye.'],
  },
  not_interested: {
    name: 'not_interested',
    pickup: 'human',
    ringSeconds: 9,
    goal: 'Is busy and declines politely.',
    greeting: 'Hello, who is this?',
    lines: ['Sorry, I am not interested. Please do not call again. Goodbye.'],
  },
  voicemail: {
    name: 'voicemail',
    pickup: 'voicemail',
    ringSeconds: 20,
    goal: 'Nobody picks up; the voicemail takes one message.',
    greeting: 'Hi, you have reached Sam. I cannot take your call right now, please leave a message after the tone.',
    lines: [],
  },
  ivr: {
    name: 'ivr',
    pickup: 'ivr',
    ringSeconds: 4,
    goal: 'Call screening asks who is calling, then puts a person through who asks for a call back.',
    greeting: 'This call is being screened. Please say your name and the reason for your call.',
    screenedBy: 'Thank you. Please hold while I connect you.',
    lines: ['Hi, this is Sam. I am driving right now, could you call me back tomorrow morning?', 'Thanks, bye.'],
  },
  busy: { name: 'busy', pickup: 'busy', ringSeconds: 1, goal: 'The line is busy.', lines: [] },
  no_answer: { name: 'no_answer', pickup: 'no_answer', ringSeconds: 30, goal: 'It rings out.', lines: [] },
};

const BY_LAST_DIGIT: (keyof typeof PERSONAS)[] = ['interested', 'interested', 'interested', 'interested', 'not_interested', 'not_interested', 'voicemail', 'ivr', 'busy', 'no_answer'];

export function personaFor(to: string, name?: string): Persona {
  if (name && name in PERSONAS) return PERSONAS[name as keyof typeof PERSONAS];
  const digit = Number(to.at(-1));
  return PERSONAS[BY_LAST_DIGIT[Number.isInteger(digit) ? digit : 0]];
}
