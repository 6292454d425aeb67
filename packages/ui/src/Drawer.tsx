import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { IconButton } from './Button'
import { CloseIcon } from './icons'
import { colours } from './tokens'
import { useModal } from './useModal'

export type DrawerProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  closeLabel: string
  /** In px; the spec's drawer is 280 wide. Never wider than the screen. */
  width: number
  footer?: ReactNode
  children: ReactNode
}

/** A panel from the right edge, modal like Dialog (focus kept inside, Escape and backdrop close it). */
export function Drawer({ open, onClose, title, closeLabel, width, footer, children }: DrawerProps) {
  const { ref, onKeyDown, onCancel, onClick } = useModal(open, onClose)
  const titleId = useId()
  if (!open) return null
  return (
    <Panel
      ref={ref}
      $width={width}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      <Frame>
        <Header>
          <Title id={titleId}>{title}</Title>
          <IconButton aria-label={closeLabel} title={closeLabel} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Header>
        <Body>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Frame>
    </Panel>
  )
}

const Panel = styled.dialog<{ $width: number }>`
  position: fixed;
  inset: 0 0 0 auto;
  width: min(${({ $width }) => $width}px, 100vw);
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${colours.box};
  color: ${colours.text};
  font-family: var(--jaunt-site-font, Roboto, sans-serif);
  box-shadow: -12px 0 40px rgb(16 24 40 / 0.22);
  overscroll-behavior: contain;

  &::backdrop {
    background: rgb(16 24 40 / 0.45);
  }

  &:focus-visible {
    outline: none;
  }
`

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
`

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 8px 12px 16px;
  border-bottom: 1px solid ${colours.border};
`

const Title = styled.h2`
  margin: 0;
  font-size: 18px;
  font-weight: 700;
`

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: 12px 16px;
`

const Footer = styled.footer`
  flex: none;
  padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
  border-top: 1px solid ${colours.border};
`
