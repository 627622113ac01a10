/** The ledger: every movement of a balance, appended and never edited (docs/areas/hub.md#balances). */
export { ledgerEntries, LEDGER_KINDS, type LedgerKind } from './ledger-entries.ts';

// The ledger is found by its folder (resources/catalogue.ts); its names join can()'s from here.
declare module '../access/names.ts' {
  interface AreaDefinitions {
    ledgerEntries: typeof import('./ledger-entries.ts').ledgerEntries;
  }
}
