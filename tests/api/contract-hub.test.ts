import * as area from '../../resources/hub/index.ts';
import { contractSuite } from './contract-suite.ts';

contractSuite(Object.values(area));
