/** The hub area: wholesale SMS clients (companies and their endpoints), their prices and rate sheets. */
import { clientRates, companies, emailUpdates, hubEndpoints, profitRules } from '../../db/schema/index.ts';
import { defineArea } from '../area.ts';
import { companyBalanceRoutes } from '../../routes/hub/company-balance.ts';
import { hubActions } from './actions.ts';
import { endpointRecordWriter } from './endpoint-writer.ts';
import { rateSheetJob } from './rate-sheet.ts';

export const hubArea = defineArea({
  name: 'hub',
  tables: { companies, endpoints: hubEndpoints, 'client-rates': clientRates, 'profit-rules': profitRules, 'email-updates': emailUpdates },
  jobs: [rateSheetJob],
  routes: [companyBalanceRoutes],
  writers: { endpoints: endpointRecordWriter },
  actions: hubActions,
});
