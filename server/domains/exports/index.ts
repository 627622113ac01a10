/** The exports area: any list written to a CSV file in the background. */
import { exportRoutes } from '../../routes/exports.ts';
import { defineArea } from '../area.ts';
import { exportJob } from './export-job.ts';

export const exportsArea = defineArea({ name: 'exports', jobs: [exportJob], routes: [exportRoutes] });
