/** Automations, their published versions and the contacts moving through them. */
export * from './automations.ts';
