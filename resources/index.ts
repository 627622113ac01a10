/**
 * The definitions of the first areas as one module, for code that reaches across them. The
 * catalogue of every resource is found by folder (resources/catalogue.ts; on the server,
 * server/load-folders.ts from server/areas.ts), so a new area, imported from its own folder,
 * needs no line here.
 */
export * from './voice/index.ts';
export * from './audience/index.ts';
export * from './campaigns/index.ts';
export * from './automations/index.ts';
export * from './hub/index.ts';
export * from './enrichment/index.ts';
export * from './sms/index.ts';
export * from './workspace/index.ts';
export { allResources, resourceByName } from './catalogue.ts';
