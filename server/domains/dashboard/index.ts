/** The dashboard area: the figures on the home screen. */
import { dashboardRoutes } from '../../routes/dashboard.ts';
import { defineArea } from '../area.ts';

export const dashboardArea = defineArea({ name: 'dashboard', routes: [dashboardRoutes] });
