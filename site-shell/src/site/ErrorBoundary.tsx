import { Component, type ReactNode } from 'react'
import { ErrorPage } from '../pages/ErrorPage'

/** A page that fails while drawing shows the spec's error page instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Another page is another chance.
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children
  }
}
