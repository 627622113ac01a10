/**
 * The agent's tools during a call: the model asks for a tool by key with JSON arguments, the team's
 * tool by that key (active, and one the agent was given) is called for real through callTool —
 * logged as a tool event of the call — and the model gets the answer as the tool's result. A key
 * the agent does not have, or arguments that are not JSON, answer an error the model can read,
 * so it can say so on the call instead of the call failing.
 */
import { and, eq } from 'drizzle-orm';
import { voiceTools } from '../../../db/schema/index.ts';
import { callTool, type ToolCallApp } from './call-tool.ts';

/** Runs one tool call of the model; answers the text the model sees as the tool's result. */
export type ToolRunner = (call: { name: string; arguments: string }, signal: AbortSignal) => Promise<string>;

export interface RunnerScope {
  teamId: number;
  callId: number;
  /** The tool keys the agent was given. */
  allowed: readonly string[];
}

export function callToolRunner(app: ToolCallApp, scope: RunnerScope): ToolRunner {
  return async ({ name, arguments: raw }, signal) => {
    if (!scope.allowed.includes(name)) return JSON.stringify({ error: `This agent has no tool named ${name}.` });
    const [tool] = await app.database.db
      .select()
      .from(voiceTools)
      .where(and(eq(voiceTools.team_id, scope.teamId), eq(voiceTools.key, name), eq(voiceTools.active, true)));
    if (!tool) return JSON.stringify({ error: `The tool ${name} is not active in this team.` });
    let args: unknown;
    try {
      args = raw.trim() ? JSON.parse(raw) : {};
    } catch {
      // Still called, so the tool's log shows what the model sent; callTool refuses non-object arguments.
      args = raw;
    }
    const result = await callTool(app, scope.teamId, tool, args, { signal, callId: scope.callId });
    return JSON.stringify(result.ok ? { status: result.status, body: result.body, ...(result.truncated && { truncated: true }) } : { error: result.error, status: result.status, body: result.body });
  };
}
