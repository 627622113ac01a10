/** The ledger: every movement of a balance. */
export * from './ledger-entries.ts';
