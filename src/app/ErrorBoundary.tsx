// The last line of defence: an error while rendering shows what happened and
// a way back to the default scenario — never a blank page.
import { Component, type ReactNode } from 'react';

export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="error banner">
        <p>
          <strong>Something went wrong:</strong> {error.message}
        </p>
        <p>
          The link is kept in the address bar. <a href={window.location.pathname}>Open the default scenario</a> or reload to try again.
        </p>
      </div>
    );
  }
}
