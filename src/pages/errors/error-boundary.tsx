import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnce } from '../../build/chunk-reload.ts';
import { ServerError } from './server-error.tsx';

interface Props {
  children: ReactNode;
  /** Changing it clears a shown error (the layout passes the path, so navigating away recovers). */
  resetKey?: string;
}

interface State {
  error: unknown;
}

/** Renders the 500 page instead of a white screen; the details go to the console, not the user. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    if (isChunkLoadError(error)) reloadOnce();
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ServerError onRetry={() => window.location.reload()} />;
  }
}
