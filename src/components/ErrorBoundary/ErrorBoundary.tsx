import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Catches rendering errors anywhere below it and shows the fallback of spec
 * section 8. Two states, normal and error; the error state is left only by
 * reloading or by going to the home page (a full page load), as the spec says.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page crashed:', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
