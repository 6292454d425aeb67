import {
  useCallback,
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react'
import { openModalEntry } from './modalHistory'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The element that has focus, looking inside shadow roots (document.activeElement is only the host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

function focusables(container: HTMLElement): HTMLElement[] {
  // Roving-tabindex widgets (the calendar's days) keep all but one at tabindex -1: Tab skips those.
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.hasAttribute('inert') &&
      element.getAttribute('aria-hidden') !== 'true',
  )
}

/**
 * A native modal <dialog> driven by React state: opened with showModal() (the browser's top layer,
 * above any z-index of the host page), focus moved in and kept in (Tab wraps), Escape closes, and
 * focus goes back where it was on close. Back in the browser closes it too.
 */
export function useModal(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const returnTo = deepActiveElement()
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0] ?? dialog
    first.focus()
    const closeEntry = openModalEntry(() => onCloseRef.current())
    return () => {
      closeEntry()
      if (dialog.open) dialog.close()
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus()
    }
  }, [open])

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current
    if (!dialog) return
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onCloseRef.current()
      return
    }
    if (event.key !== 'Tab') return
    const items = focusables(dialog)
    const first = items[0]
    const last = items.at(-1)
    if (!first || !last) {
      event.preventDefault()
      return
    }
    const active = deepActiveElement(dialog.getRootNode() as ShadowRoot | Document)
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }, [])

  // The browser's own Escape handling closes the dialog behind React's back: let React do it.
  const onCancel = useCallback((event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    onCloseRef.current()
  }, [])

  // A click on the backdrop lands on the <dialog> itself.
  const onClick = useCallback((event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current) onCloseRef.current()
  }, [])

  return { ref, onKeyDown, onCancel, onClick }
}
