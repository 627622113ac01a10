import { lazyChart } from '../../components/chart/lazy-chart.tsx';

export const CallsChart = lazyChart(() => import('./charts/calls-chart.tsx'), 220);
export const OutcomesChart = lazyChart(() => import('./charts/outcomes-chart.tsx'), 220);
export const SpendChart = lazyChart(() => import('./charts/spend-chart.tsx'), 220);
