import * as area from '../../resources/voice/index.ts';
import { contractSuite } from './contract-suite.ts';

contractSuite(Object.values(area));
