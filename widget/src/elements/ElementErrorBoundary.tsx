import { Component, type ErrorInfo, type ReactNode } from 'react'
import { log } from '../log'

type Props = { tag: string; children: ReactNode }

/** A failure inside one element (a chunk that did not load, a bug) empties that element only. */
export class ElementErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // preact/compat gives no component stack.
    log.error(`<${this.props.tag}> stopped:`, error, info?.componentStack ?? '')
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
