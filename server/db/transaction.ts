/** The database or an open transaction on it: services that write take either, so a caller can make them part of its own transaction. */
import type { Db } from './client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
