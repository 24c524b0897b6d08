import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Shows the fatal-error screen in place of the app when rendering a page (or the frame around
 * it) throws; the screen's buttons reload the page or go home.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
