/** How the demo's calls are judged: keyword rules first, then the language model. */
import type { Db } from '../../../db/client.ts';
import { callOutcomeClassifiers } from '../../../db/schema/index.ts';
import type { Own } from '../own.ts';

export async function seedClassifiers(db: Db, own: Own): Promise<void> {
  await db.insert(callOutcomeClassifiers).values([
    {
      ...own,
      name: 'Keyword rules',
      kind: 'rule',
      outcomes: ['do_not_call', 'voicemail', 'callback', 'interested', 'not_interested'],
      // The demo agents' callers say these (AGENTS below), in English and Arabic: a rerun agrees with the seeded outcomes.
      rules: [
        { outcome: 'do_not_call', role: 'customer', keywords: ['stop calling', 'remove me', 'do not call', 'take me off your list', 'don\u2019t want reminder calls', 'لا تتصلون'] },
        { outcome: 'voicemail', role: 'any', answered_by: ['voicemail'] },
        { outcome: 'voicemail', role: 'any', keywords: ['leave a message', 'after the tone', 'is not available'] },
        { outcome: 'callback', role: 'customer', pattern: '\\b(call|ring) (me|you) (back|later|tomorrow)\\b|try again tomorrow|كلميني بكرة' },
        { outcome: 'not_interested', role: 'customer', keywords: ['not interested', 'no thanks', 'no thank you', 'need to cancel', 'لا شكراً'] },
        { outcome: 'interested', role: 'customer', keywords: ['sounds good', 'sounds interesting', 'send me the details', 'tell me more', 'i will be there', 'send me the quote', 'جدد لي'] },
      ],
      active: true,
      priority: 10,
      min_confidence_pct: 100,
    },
    {
      ...own,
      name: 'LLM outcome judge',
      kind: 'llm',
      outcomes: ['interested', 'not_interested', 'callback', 'voicemail', 'do_not_call', 'unknown'],
      prompt:
        'You label finished sales calls. Read the transcript and choose **one** outcome:\n\n- `interested` \u2014 agreed to a next step\n- `not_interested` \u2014 declined\n- `callback` \u2014 asked to be called at another time\n- `voicemail` \u2014 no person answered\n- `do_not_call` \u2014 asked never to be called again\n- `unknown` \u2014 none of the above',
      priority: 100,
      min_confidence_pct: 75,
    },
  ]);
}
