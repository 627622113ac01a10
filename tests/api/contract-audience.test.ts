import * as area from '../../resources/audience/index.ts';
import { contractSuite } from './contract-suite.ts';

contractSuite(Object.values(area));
