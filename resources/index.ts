/** Every entity resource; importing this module registers them all (and their access policies). */
export { customFields } from './audience/custom-fields.ts';
export { offers } from './audience/offers.ts';
export { allResources, resourceByName } from './kit/define-resource.ts';
