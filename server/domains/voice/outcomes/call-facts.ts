/** What a classifier looks at in a call: its conversation and how it ended. */
import type { ANSWERED_BY, HANGUP_REASONS, TRANSCRIPT_ROLES } from '../../../../resources/voice/calls.ts';

export interface CallFacts {
  transcript: { role: (typeof TRANSCRIPT_ROLES)[number]; text: string }[] | null;
  duration_seconds: number;
  hangup_reason: (typeof HANGUP_REASONS)[number] | null;
  answered_by: (typeof ANSWERED_BY)[number] | null;
}
