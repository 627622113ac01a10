import * as area from '../../resources/ledger/index.ts';
import { contractSuite } from './contract-suite.ts';

contractSuite(Object.values(area));
