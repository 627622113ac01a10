/** The hub area: wholesale SMS clients (companies and their endpoints), their binds to Parley's SMPP server, their prices and rate sheets. */
import { clientRates, companies, emailUpdates, hubEndpointBinds, hubEndpoints, profitRules } from '../../db/schema/index.ts';
import { defineArea, together } from '../area.ts';
import { companyBalanceRoutes } from '../../routes/hub/company-balance.ts';
import { smppServerRoutes } from '../../routes/hub/smpp-server.ts';
import { balanceCheckerRoutes } from '../../routes/hub/balance-checker.ts';
import { hubBalanceReadings } from '../../db/schema/hub/balance-readings.ts';
import { runBalanceChecksOnSchedule } from './balance-checker/index.ts';
import { hubReportRoutes } from '../../routes/hub/reports.ts';
import { hubActions } from './actions.ts';
import { partsSettled } from './intake/settle-parts.ts';
import { rollupHooks } from './reports/tally.ts';
import { endpointRecordWriter } from './endpoint-writer.ts';
import { rateSheetJob } from './rate-sheet.ts';
import { rateChangesApprovedJob } from './rate-changes/approved-job.ts';
import { startHubSmppServer } from './smpp/index.ts';
import { hubReceiptAttempts } from '../../db/schema/hub/http-receipts.ts';
import { hubHttpClientRoutes } from '../../routes/hub/http-clients.ts';
import { sendsmsRoutes } from '../../routes/hub/sendsms.ts';
import { withHttpReceipts } from './http/delivery-hooks.ts';
import { startReceiptPoster } from './http/receipt-poster.ts';

export const hubArea = defineArea({
  name: 'hub',
  tables: { companies, endpoints: hubEndpoints, 'client-rates': clientRates, 'profit-rules': profitRules, 'email-updates': emailUpdates, 'endpoint-binds': hubEndpointBinds, 'balance-readings': hubBalanceReadings, 'receipt-attempts': hubReceiptAttempts },
  jobs: [rateSheetJob, rateChangesApprovedJob],
  routes: [companyBalanceRoutes, smppServerRoutes, hubReportRoutes, balanceCheckerRoutes, hubHttpClientRoutes],
  rootRoutes: [sendsmsRoutes],
  writers: { endpoints: endpointRecordWriter },
  actions: hubActions,
  startServing: startHubSmppServer,
  startWorkers: together((ctx) => runBalanceChecksOnSchedule(ctx), startReceiptPoster),
  deliveryHooks: { ...rollupHooks, ...withHttpReceipts(rollupHooks), settled: partsSettled },
});
