/** Every entity resource; importing this module registers them all (and their access policies). */
export * from './voice/index.ts';
export * from './audience/index.ts';
export * from './enrichment/index.ts';
export * from './sms/index.ts';
export * from './workspace/index.ts';
export { allResources, resourceByName } from './kit/define-resource.ts';
