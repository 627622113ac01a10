import * as area from '../../resources/campaigns/index.ts';
import { contractSuite } from './contract-suite.ts';

contractSuite(Object.values(area));
