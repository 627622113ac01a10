import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from 'antd';

/**
 * A chart module as a component that loads in its own chunk (Chart.js with it), after the figures
 * around it are on screen; a placeholder of the chart's height holds its place meanwhile.
 * Call it once per module, at the top level: each call is a lazy import.
 */
export function lazyChart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, height: number) {
  const Chart = lazy(load);
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}
