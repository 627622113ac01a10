/** The ledger: every movement of a balance, appended and never edited (docs/areas/hub.md#balances). */
export { ledgerEntries, LEDGER_KINDS, type LedgerKind } from './ledger-entries.ts';
