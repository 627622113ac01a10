import * as area from '../../resources/sms/index.ts';
import { contractSuite } from './contract-suite.ts';

contractSuite(Object.values(area));
