/** HLR and MNP lookups: what a number is, where it lives and which network now serves it. */
export { hlrLookups } from './hlr-lookups.ts';
export { mnpRequests, MNP_STATUSES } from './mnp-requests.ts';
export { enrichmentJobKinds } from './job-kinds.ts';
