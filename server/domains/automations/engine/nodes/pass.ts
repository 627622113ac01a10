/** Trigger nodes let a journey in and pass it on; the end node completes it. */
import { allAlike, handleOut, type NodeHandler } from '../types.ts';

export const passOn: NodeHandler = { run: async (_run, _tx, journeys) => allAlike(journeys, handleOut()) };

export const end: NodeHandler = { run: async (_run, _tx, journeys) => allAlike(journeys, { kind: 'end' }) };
