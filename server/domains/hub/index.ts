/** The hub area: wholesale SMS clients (companies and their endpoints), their binds to Parley's SMPP server, their prices and rate sheets. */
import { clientRates, companies, emailUpdates, hubEndpointBinds, hubEndpoints, profitRules } from '../../db/schema/index.ts';
import { defineArea } from '../area.ts';
import { companyBalanceRoutes } from '../../routes/hub/company-balance.ts';
import { smppServerRoutes } from '../../routes/hub/smpp-server.ts';
import { hubActions } from './actions.ts';
import { partsSettled } from './intake/settle-parts.ts';
import { endpointRecordWriter } from './endpoint-writer.ts';
import { rateSheetJob } from './rate-sheet.ts';
import { startHubSmppServer } from './smpp/index.ts';

export const hubArea = defineArea({
  name: 'hub',
  tables: { companies, endpoints: hubEndpoints, 'client-rates': clientRates, 'profit-rules': profitRules, 'email-updates': emailUpdates, 'endpoint-binds': hubEndpointBinds },
  jobs: [rateSheetJob],
  routes: [companyBalanceRoutes, smppServerRoutes],
  writers: { endpoints: endpointRecordWriter },
  actions: hubActions,
  startServing: startHubSmppServer,
  deliveryHooks: { settled: partsSettled },
});
