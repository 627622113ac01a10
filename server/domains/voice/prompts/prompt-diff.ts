/**
 * Two states of an agent's prompt compared part by part — the system prompt, the first message, and
 * each section matched by name — each part a line diff, so the page can show what changed where.
 */
import type { DiffPart, PromptDiffOutput, PromptSectionSnapshot, PromptSnapshot } from '../../../../resources/voice/prompt-versions.ts';
import type { AppContext } from '../../../context.ts';
import { invalid } from '../../../http/errors.ts';
import { diffLines, splitLines } from './line-diff.ts';
import { agentOf, draftSnapshot } from './snapshot.ts';
import { latestVersion, snapshotOf, versionRow } from './versions.ts';

type Side = 'draft' | number;

/** `from` left out is the published version (422 while there is none). */
export async function promptDiff(ctx: AppContext, teamId: number, agentId: number, asked: Side | undefined, to: Side): Promise<PromptDiffOutput> {
  const db = ctx.database.db;
  const agent = await agentOf(db, teamId, agentId);
  const from = asked ?? (await latestVersion(db, agent.id))?.version;
  if (from === undefined) throw invalid({ from: ['The agent has never been published: choose what to compare.'] });
  const load = async (side: Side) => (side === 'draft' ? draftSnapshot(db, agent) : snapshotOf(await versionRow(db, teamId, agent.id, side)));
  const parts = diffSnapshots(await load(from), await load(to));
  return { from, to, changed: parts.some((p) => p.status !== 'same'), parts };
}

export function diffSnapshots(from: PromptSnapshot, to: PromptSnapshot): DiffPart[] {
  const parts: DiffPart[] = [textPart('system_prompt', from.system_prompt, to.system_prompt), textPart('first_message', from.first_message, to.first_message)];
  const before = keyed(from.sections);
  const after = keyed(to.sections);
  // The `to` side's order, then sections only the `from` side had.
  for (const [key, section] of after) parts.push(sectionPart(before.get(key), section));
  for (const [key, section] of before) if (!after.has(key)) parts.push(sectionPart(section, undefined));
  return parts;
}

function textPart(kind: 'system_prompt' | 'first_message', a: string | null, b: string | null): DiffPart {
  const lines = diffLines(splitLines(a), splitLines(b));
  return { kind, name: null, status: statusOf(!!a, !!b, lines.some((l) => l.op !== 'same')), lines };
}

function sectionPart(a: PromptSectionSnapshot | undefined, b: PromptSectionSnapshot | undefined): DiffPart {
  const lines = diffLines(splitLines(a?.content ?? null), splitLines(b?.content ?? null));
  const meta = { from: a ? metaOf(a) : null, to: b ? metaOf(b) : null };
  const changed = lines.some((l) => l.op !== 'same') || JSON.stringify(meta.from) !== JSON.stringify(meta.to);
  return { kind: 'section', name: (b ?? a)!.name, status: statusOf(!!a, !!b, changed), meta, lines };
}

const metaOf = (s: PromptSectionSnapshot) => ({ purpose: s.purpose, position: s.position, active: s.active });

function statusOf(inFrom: boolean, inTo: boolean, changed: boolean): DiffPart['status'] {
  if (!inFrom && inTo) return 'added';
  if (inFrom && !inTo) return 'removed';
  return changed ? 'changed' : 'same';
}

/** Sections by name; a name used twice is told apart by its occurrence ("FAQ", "FAQ#2"). */
function keyed(sections: PromptSectionSnapshot[]): Map<string, PromptSectionSnapshot> {
  const out = new Map<string, PromptSectionSnapshot>();
  for (const s of sections) {
    let key = s.name;
    for (let n = 2; out.has(key); n++) key = `${s.name}#${n}`;
    out.set(key, s);
  }
  return out;
}
