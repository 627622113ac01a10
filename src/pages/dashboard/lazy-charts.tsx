/** The charts load in their own chunk (Chart.js with them), after the figures are on screen. */
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';

const Calls = lazy(() => import('./charts/calls-chart.tsx'));
const Outcomes = lazy(() => import('./charts/outcomes-chart.tsx'));
const Spend = lazy(() => import('./charts/spend-chart.tsx'));

const waiting = <Skeleton.Node active style={{ width: '100%', height: 220 }} />;

export const CallsChart = (props: ComponentProps<typeof Calls>) => (
  <Suspense fallback={waiting}>
    <Calls {...props} />
  </Suspense>
);
export const OutcomesChart = (props: ComponentProps<typeof Outcomes>) => (
  <Suspense fallback={waiting}>
    <Outcomes {...props} />
  </Suspense>
);
export const SpendChart = (props: ComponentProps<typeof Spend>) => (
  <Suspense fallback={waiting}>
    <Spend {...props} />
  </Suspense>
);
