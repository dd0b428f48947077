// Failure stays local: an error while a stage renders replaces that stage
// only — the header, the controls and the side panel stay — with one line
// naming what failed and two ways on: reopen the story as its link says, or
// go back to the stories. The error and the link are written to the console
// for a bug report.
import { Component, type ReactNode } from 'react';

interface Props {
  /** The stage's name, as its nav says. */
  stage: string;
  /** What the stage shows (the applied scenario's hash): a change clears a failure, so another story is drawn afresh. */
  shows: string;
  onReopen: () => void;
  onStories: () => void;
  children: ReactNode;
}

export class StageErrorBoundary extends Component<Props, { error: Error | null; shows: string }> {
  state = { error: null as Error | null, shows: this.props.shows };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  // Cleared when the stage is to show something else. Not a remount: a stage that did not fail keeps its own state
  // (a computation under way, a prediction) when its scenario changes.
  static getDerivedStateFromProps(props: Props, state: { error: Error | null; shows: string }) {
    return props.shows === state.shows ? null : { error: null, shows: props.shows };
  }

  componentDidCatch(error: Error) {
    console.error(`Paging Lab: the ${this.props.stage} stage failed: ${error.message}\nLink: ${window.location.href}`, error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="error banner stage-error" data-testid="stage-error">
        <p>
          The {this.props.stage} stage could not be drawn: {error.message}
        </p>
        <p>
          <button onClick={this.props.onReopen}>Reopen this story</button>{' '}
          <button onClick={this.props.onStories}>Back to the stories</button>
        </p>
      </div>
    );
  }
}
