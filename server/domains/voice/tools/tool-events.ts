/** The log of tool calls (resources/voice/tool-events.ts): one row per call, written by callTool. */
import type { Db } from '../../../db/client.ts';
import { toolEvents } from '../../../db/schema/index.ts';
import type { ToolCallResult } from '../../../../resources/voice/tool-test.ts';

export interface ToolEventEntry {
  teamId: number;
  toolId: number;
  callId: number | null;
  arguments: unknown;
  result: ToolCallResult;
  /** The member who pressed Test; none for a call's tool use. */
  by?: number | null;
  at: Date;
}

export async function recordToolEvent(db: Db, e: ToolEventEntry): Promise<void> {
  await db.insert(toolEvents).values({
    team_id: e.teamId,
    tool_id: e.toolId,
    call_id: e.callId,
    at: e.at,
    ok: e.result.ok,
    status_code: e.result.status,
    latency_ms: e.result.latency_ms,
    error: e.result.error?.slice(0, 2000) ?? null,
    arguments: isObject(e.arguments) ? e.arguments : null,
    created_by_id: e.by ?? null,
    updated_by_id: e.by ?? null,
  });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
