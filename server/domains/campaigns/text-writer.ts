/**
 * Generic create and update of a campaign and of its texts: a text may use only the placeholders
 * Parley fills (server/domains/campaigns/personalise.ts) and custom fields the team has, so a
 * typo is caught when the text is saved, not when thousands of messages go out with `{{frist_name}}`.
 */
import type { RecordWriter } from '../../crud/record-writer.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { invalid } from '../../http/errors.ts';
import { loadCustomFields } from '../audience/custom-values.ts';
import { placeholderProblems } from './personalise.ts';

export async function checkCampaignText(db: DbOrTx, teamId: number, text: string): Promise<void> {
  if (!text.includes('{{')) return;
  const keys = new Set((await loadCustomFields(db, teamId)).map((f) => f.key));
  const problems = placeholderProblems(text, keys);
  if (problems.length) {
    throw invalid({ text: [`This text uses placeholders Parley cannot fill: ${problems.join(', ')}. Use {{first_name}}, {{last_name}}, {{phone}}, {{offer_link}} or {{custom.<key>}} of a custom field.`] });
  }
}

export const campaignTextWriter: RecordWriter = {
  async prepare(values, ctx) {
    if (typeof values.text === 'string') await checkCampaignText(ctx.db, ctx.teamId, values.text);
    return values;
  },
};
