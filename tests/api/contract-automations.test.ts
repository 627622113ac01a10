import * as area from '../../resources/automations/index.ts';
import { contractSuite } from './contract-suite.ts';

contractSuite(Object.values(area));
