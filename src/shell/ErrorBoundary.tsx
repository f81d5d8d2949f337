import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../services/error-reporting';

interface Props {
  /** What replaces the part (the page, or nothing for an extra) when rendering it fails. */
  fallback: ReactNode;
  children: ReactNode;
  /** Resets the boundary when it changes (the next page). */
  resetKey: string;
  /**
   * Loads the page again in full; given, it is called when code the part loads on demand fails to
   * arrive (the connection dropped for a moment, a deploy replaced the build's chunks), once per
   * address and browser session, while the browser is online: spec section 4, a failed chunk load
   * sends the browser to the route. The fallback shows if that address's code fails again.
   */
  reloadOnMissingCode?: () => void;
}

interface State {
  failed: boolean;
  /** The failure is code that did not arrive, and this address has not been loaded again for it. */
  reloading: boolean;
  resetKey: string;
}

/** webpack's error for a script chunk that did not load. */
const isMissingCode = (error: unknown) => error instanceof Error && error.name === 'ChunkLoadError';

const reloadedKey = 'storefront:reloaded-for-missing-code';
const address = () => window.location.pathname + window.location.search;

/** The session's storage, or null where it is refused (then the page is never loaded again: no loop). */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the page is loaded again for `error`. Not offline: that would trade the page for the
 * browser's offline page, where the fallback asks the visitor to try again in a moment.
 */
function mayReload(error: unknown): boolean {
  const store = sessionStore();
  return isMissingCode(error) && navigator.onLine && store !== null && store.getItem(reloadedKey) !== address();
}

/**
 * An unhandled render error shows the error-content document instead of a blank page (spec
 * section 2) and is reported; navigating to another page tries again.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, reloading: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, reloading: mayReload(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, reloading: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Decided from the error as `getDerivedStateFromError` did: Preact calls this before that state applies.
    if (this.props.reloadOnMissingCode && mayReload(error)) {
      sessionStore()?.setItem(reloadedKey, address());
      this.props.reloadOnMissingCode();
      return;
    }
    console.error('Unhandled render error', error, info.componentStack);
    reportError(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // The page is on its way again: no error message for the moment until it is.
    return this.state.reloading && this.props.reloadOnMissingCode ? null : this.props.fallback;
  }
}
