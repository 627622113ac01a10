import * as area from '../../resources/workspace/index.ts';
import { contractSuite } from './contract-suite.ts';

contractSuite(Object.values(area));
