/** Automations: journeys a contact enters by a tag, a schedule or a feed, drawn as a graph of nodes. */
export { automations } from './automations.ts';
export { automationsJobKinds } from './job-kinds.ts';
