/** The diagram checks shared by the server and the editor (resources/automations/automation-graph.ts). */
import { describe, expect, it } from 'vitest';
import { publishProblems, shapeProblems, type Graph } from '../../resources/automations/automation-graph.ts';

const n = (id: string, type: string, data: Record<string, unknown> = {}) => ({ id, type, position: { x: 0, y: 0 }, data });
const e = (source: string, target: string, sourceHandle?: string) => ({ id: `${source}-${target}-${sourceHandle ?? ''}`, source, target, sourceHandle });
const codes = (problems: { code: string; nodeId?: string; field?: string }[]) => problems.map((p) => [p.code, p.nodeId ?? null, p.field ?? null]);

const good: Graph = {
  nodes: [n('t', 'tag_added', { tag: 'vip' }), n('w', 'wait', { amount: 1, unit: 'hours' }), n('c', 'condition', { rules: { combinator: 'and', rules: [{ field: 'country', operator: '=', value: 'US' }] } }), n('s', 'send_sms', { text: 'Hi', sender: 'Shop' }), n('v', 'voice_call', { agent_id: 3 }), n('end', 'end')],
  edges: [e('t', 'w'), e('w', 'c'), e('c', 's', 'yes'), e('c', 'v', 'no'), e('s', 'end'), e('v', 'end')],
};

describe('automation graph checks', () => {
  it('finds nothing wrong in a journey that can run', () => {
    expect(publishProblems(good)).toEqual([]);
  });

  it('names the node of an unknown type, bad settings and edges to nowhere', () => {
    const bad: Graph = {
      nodes: [n('t', 'tag_added', { tag: 'vip' }), n('x', 'teleport'), n('sp', 'split', { percent: 150 }), n('s', 'send_sms', { text: 'Hi', colour: 'red' })],
      edges: [e('t', 'ghost'), e('sp', 's', 'c'), e('s', 't')],
    };
    expect(codes(shapeProblems(bad))).toEqual([
      ['unknown_type', 'x', null],
      ['bad_setting', 'sp', 'percent'],
      ['bad_setting', 's', 'colour'],
      ['edge_unknown_node', null, null],
      ['edge_unknown_handle', 'sp', 'c'],
      ['edge_into_trigger', 't', null],
    ]);
  });

  it('lets a draft miss settings, but not a publish', () => {
    const draft: Graph = { nodes: [n('t', 'tag_added', { tag: 'vip' }), n('s', 'send_sms', { text: '' }), n('end', 'end')], edges: [e('t', 's'), e('s', 'end')] };
    expect(shapeProblems(draft)).toEqual([]);
    expect(codes(publishProblems(draft))).toEqual([
      ['missing_setting', 's', 'text'],
      ['missing_setting', 's', 'sender'],
    ]);
  });

  it('asks for both branches of a condition, a next step, a trigger, and reachable nodes', () => {
    const g: Graph = { nodes: [n('c', 'split', { percent: 20 }), n('a', 'add_tag', { tag: 'x' }), n('end', 'end')], edges: [e('c', 'a', 'a')] };
    expect(codes(publishProblems(g))).toEqual([
      ['no_trigger', null, null],
      ['missing_branch', 'c', 'b'],
      ['no_next_step', 'a', null],
      ['unreachable', 'c', null],
      ['unreachable', 'a', null],
      ['unreachable', 'end', null],
    ]);
  });

  it('lets an output fan out where its step allows it, and no other', () => {
    const g: Graph = {
      nodes: [n('t', 'api_call'), n('a', 'add_tag', { tag: 'x' }), n('b', 'notify_team', { title: 'Hi' }), n('c', 'split', { percent: 50 }), n('end', 'end')],
      edges: [e('t', 'a'), e('t', 'b'), e('a', 'c'), e('b', 'end'), e('c', 'end', 'a'), e('c', 'b', 'b'), e('c', 'a', 'b')],
    };
    // A trigger's and an action's output may lead to several steps; a split's B may not.
    expect(codes(shapeProblems(g))).toEqual([['one_way_only', 'c', 'b']]);
    const fixed = { ...g, edges: g.edges.slice(0, -1) };
    expect(publishProblems(fixed)).toEqual([]);
  });

  it('refuses a loop without a wait and accepts one through a wait', () => {
    const loop = (via: string): Graph => ({
      nodes: [n('t', 'api_call'), n('a', 'add_tag', { tag: 'x' }), n('b', via, via === 'wait' ? { amount: 1, unit: 'days' } : { tag: 'y' })],
      edges: [e('t', 'a'), e('a', 'b'), e('b', 'a')],
    });
    expect(codes(publishProblems(loop('remove_tag')))).toEqual([['cycle_without_wait', 'a', null]]);
    expect(publishProblems(loop('wait'))).toEqual([]);
  });
});
