/** The enrichment area: HLR and MNP lookups of numbers, and the providers that answer them. */
import { hlrRoutes } from '../../routes/enrichment/hlr.ts';
import { mnpRoutes } from '../../routes/enrichment/mnp.ts';
import { providerRoutes } from '../../routes/enrichment/providers.ts';
import { hlrLookups, mnpRequests } from '../../db/schema/index.ts';
import { defineArea } from '../area.ts';
import { hlrCheckJob, mnpCheckJob } from './lookup-job.ts';

export const enrichmentArea = defineArea({
  name: 'enrichment',
  tables: { 'hlr-lookups': hlrLookups, 'mnp-requests': mnpRequests },
  jobs: [hlrCheckJob, mnpCheckJob],
  routes: [hlrRoutes, mnpRoutes, providerRoutes],
});
