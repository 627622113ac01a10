/** The hub: companies, endpoints and their binds, client rates, profit rules and rate e-mails. */
export * from './companies.ts';
export * from './endpoints.ts';
export * from './client-rates.ts';
export * from './profit-rules.ts';
export * from './email-updates.ts';
export * from './endpoint-binds.ts';
export * from './balance-checkers.ts';
export * from './balance-readings.ts';
export * from './hub-parts.ts';
export * from './hub-receipts.ts';
export * from './hub-rollups.ts';
export * from './http-receipts.ts';
