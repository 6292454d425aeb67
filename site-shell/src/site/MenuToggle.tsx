import { colours } from '@jaunt/ui'
import { useEffect, useState } from 'react'
import styled from 'styled-components'

/** Below this width the header's menu folds behind a button. */
export const NARROW = '@media (max-width: 720px)'

/** Whether the folded menu is open: it closes on Escape and whenever the page changes. */
export function useFoldedMenu(pathname: string) {
  const [open, setOpen] = useState(false)
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
  return { open, toggle: () => setOpen((was) => !was) }
}

export function MenuToggle({
  open,
  label,
  controls,
  onToggle,
}: {
  open: boolean
  label: string
  controls: string
  onToggle: () => void
}) {
  return (
    <Toggle type="button" aria-label={label} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </Toggle>
  )
}

const Toggle = styled.button`
  display: none;
  width: 44px;
  height: 44px;
  align-items: center;
  justify-content: center;
  border: 1px solid ${colours.border};
  border-radius: 8px;
  background: transparent;
  color: inherit;
  cursor: pointer;

  ${NARROW} {
    display: inline-flex;
  }
`
