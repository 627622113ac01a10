/** The SMS hub: client companies, their endpoints, client rates, profit rules and rate e-mails. */
export { companies } from './companies.ts';
export { endpoints } from './endpoints.ts';
export { clientRates } from './client-rates.ts';
export { profitRules } from './profit-rules.ts';
export { emailUpdates } from './email-updates.ts';
export { endpointBinds } from './endpoint-binds.ts';
export { receiptAttempts } from './receipt-attempts.ts';
export { balanceReadings } from './balance-readings.ts';
export { hubJobKinds } from './job-kinds.ts';
export * from './company-balance.ts';
export * from './balance-checker.ts';
export * from './smpp-server.ts';
export * from './http-clients.ts';
