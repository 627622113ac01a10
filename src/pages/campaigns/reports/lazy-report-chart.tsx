/** The chart loads in its own chunk (Chart.js with it), after the figures are on screen. */
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';

const Chart = lazy(() => import('./charts/report-chart.tsx'));

export const ReportChart = (props: ComponentProps<typeof Chart>) => (
  <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 260 }} />}>
    <Chart {...props} />
  </Suspense>
);
