import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children once they failed. */
  fallback: ReactNode;
  remote: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that fails to load or to render, so the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
