import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../services/error-reporting';

interface Props {
  /** What replaces the part (the page, or nothing for an extra) when rendering it fails. */
  fallback: ReactNode;
  children: ReactNode;
  /** Resets the boundary when it changes (the next page). */
  resetKey: string;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * An unhandled render error shows the error-content document instead of a blank page (spec
 * section 2) and is reported; navigating to another page tries again.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
    reportError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
