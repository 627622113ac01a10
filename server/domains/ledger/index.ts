/** The ledger area: every movement of a balance, appended by postEntry (post-entry.ts) and listed read-only. */
import { ledgerEntries } from '../../db/schema/ledger/ledger-entries.ts';
import { defineArea } from '../area.ts';

export const ledgerArea = defineArea({
  name: 'ledger',
  tables: { 'ledger-entries': ledgerEntries },
});
