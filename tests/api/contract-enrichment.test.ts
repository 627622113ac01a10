import * as area from '../../resources/enrichment/index.ts';
import { contractSuite } from './contract-suite.ts';

contractSuite(Object.values(area));
