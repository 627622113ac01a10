/**
 * Generic create and update of an agent: its voice must be one the team's voice provider has
 * (POST /v1/voice/agents/voices lists them), else 422 on `voice` naming the language's voices.
 */
import type { RecordWriter } from '../../crud/record-writer.ts';
import { invalid } from '../../http/errors.ts';
import { teamVoices } from './provider/team-voices.ts';

export const agentRecordWriter: RecordWriter = {
  async prepare(values, ctx) {
    if (typeof values.voice !== 'string') return values;
    const { provider, voices } = await teamVoices(ctx.teamId);
    if (voices.some((v) => v.id === values.voice)) return values;
    const language = typeof values.language === 'string' ? values.language : null;
    const offered = voices.filter((v) => !language || v.language === language).map((v) => v.id);
    throw invalid({ voice: [`The ${provider} provider has no voice "${values.voice}"${offered.length ? `; pick one of ${offered.join(', ')}` : ''}.`] });
  },
};
