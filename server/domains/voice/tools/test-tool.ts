/** The Test panel's call: the team's tool, its arguments checked (422 by argument), then a real call logged without a call id. */
import { and, eq } from 'drizzle-orm';
import { voiceTools } from '../../../db/schema/index.ts';
import { HttpError, invalid, notFound } from '../../../http/errors.ts';
import type { ToolCallResult } from '../../../../resources/voice/tool-test.ts';
import { argumentErrors, callTool, notCallable, type ToolCallApp } from './call-tool.ts';

export async function testTool(app: ToolCallApp, teamId: number, toolId: number, args: Record<string, unknown> | undefined, by: number | null): Promise<ToolCallResult> {
  const [tool] = await app.database.db
    .select()
    .from(voiceTools)
    .where(and(eq(voiceTools.id, toolId), eq(voiceTools.team_id, teamId)));
  if (!tool) throw notFound('No such tool.');
  const blocked = notCallable(tool);
  if (blocked) throw invalid({ [tool.type === 'webhook' || tool.type === 'lead_submit' ? 'url' : 'type']: [blocked] });
  const problems = argumentErrors(tool, args ?? {});
  if (Object.keys(problems).length) {
    const errors = Object.fromEntries(Object.entries(problems).map(([at, message]) => [at === 'arguments' ? at : `arguments.${at}`, [message]]));
    // The summary names the arguments: a single "Required." would not say which one.
    const summary = Object.entries(problems).map(([at, message]) => `${at}: ${message}`).join(' ');
    throw new HttpError(422, `The arguments do not fit the tool's parameters. ${summary}`, errors);
  }
  return callTool(app, teamId, tool, args ?? {}, { by });
}
