/**
 * Back closes the open modal, as on a phone a guest expects, instead of leaving the page. Each modal
 * adds one history entry (same address) while it is open; closing it any other way takes the entry
 * back off, and a modal that opens as another closes (product dialog → cart drawer) takes over its
 * entry, so the entries never pile up.
 */
type Open = { token: string; onBack: () => void }

const KEY = 'jauntModal'
let top: Open | null = null
let pendingBack: ReturnType<typeof setTimeout> | null = null
let counter = 0
let listening = false

const entryToken = (): string | undefined =>
  (window.history.state as Record<string, unknown> | null)?.[KEY] as string | undefined

function onPopState() {
  if (top && entryToken() !== top.token) {
    const closed = top
    top = null
    closed.onBack()
  }
}

/** Adds the modal's entry; `onBack` runs when the guest goes Back past it. Returns the way to close. */
export function openModalEntry(onBack: () => void): () => void {
  if (!listening) {
    window.addEventListener('popstate', onPopState)
    listening = true
  }
  const token = `modal-${++counter}`
  const state = { ...(window.history.state as object | null), [KEY]: token }
  if (pendingBack !== null && entryToken() !== undefined) {
    clearTimeout(pendingBack)
    pendingBack = null
    window.history.replaceState(state, '')
  } else {
    window.history.pushState(state, '')
  }
  top = { token, onBack }
  return () => {
    if (top?.token === token) top = null
    if (entryToken() !== token) return
    // Later, so that a modal opening right after this one closes can take the entry over.
    pendingBack = setTimeout(() => {
      pendingBack = null
      if (entryToken() === token) window.history.back()
    }, 0)
  }
}
