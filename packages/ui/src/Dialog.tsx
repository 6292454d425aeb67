import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { IconButton } from './Button'
import { CloseIcon } from './icons'
import { colours, radius } from './tokens'
import { useModal } from './useModal'

export type DialogProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  subtitle?: ReactNode
  /** The close button's accessible name, in the page's language. */
  closeLabel: string
  /** Sticks to the bottom: the total and the main action. */
  footer?: ReactNode
  children: ReactNode
  /** Wide enough for two columns on a desktop. */
  size?: 'regular' | 'wide'
}

/**
 * A modal dialog: the header takes the site's dialog theme, the body scrolls, the footer stays.
 * Full screen on a phone. Focus stays inside until it closes (Escape, the close button, the backdrop).
 */
export function Dialog({
  open,
  onClose,
  title,
  subtitle,
  closeLabel,
  footer,
  children,
  size = 'regular',
}: DialogProps) {
  const { ref, onKeyDown, onCancel, onClick } = useModal(open, onClose)
  const titleId = useId()
  const subtitleId = useId()
  if (!open) return null
  return (
    <Sheet
      ref={ref}
      $size={size}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      <Frame>
        <Header>
          <div>
            <Title id={titleId}>{title}</Title>
            {subtitle ? <Subtitle id={subtitleId}>{subtitle}</Subtitle> : null}
          </div>
          <CloseButton aria-label={closeLabel} title={closeLabel} onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Frame>
    </Sheet>
  )
}

const Sheet = styled.dialog<{ $size: 'regular' | 'wide' }>`
  width: min(${({ $size }) => ($size === 'wide' ? '880px' : '640px')}, calc(100vw - 32px));
  max-width: none;
  max-height: min(92vh, 900px);
  padding: 0;
  border: 0;
  border-radius: ${radius.box};
  background: ${colours.box};
  color: ${colours.text};
  font-family: var(--jaunt-site-font, Roboto, sans-serif);
  box-shadow: 0 24px 64px rgb(16 24 40 / 0.28);
  overflow: hidden;
  overscroll-behavior: contain;

  &::backdrop {
    background: rgb(16 24 40 / 0.55);
  }

  &:focus-visible {
    outline: none;
  }

  @media (max-width: 599px) {
    width: 100vw;
    height: 100dvh;
    max-height: none;
    margin: 0;
    border-radius: 0;
  }
`

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  max-height: inherit;
  height: 100%;
`

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 12px 16px 24px;
  background: var(--jaunt-dialog-header-background-color, #0b2a5b);
  color: var(--jaunt-dialog-title-text-color, #fff);

  @media (max-width: 599px) {
    padding-left: 16px;
  }
`

const Title = styled.h2`
  margin: 0;
  font-size: 20px;
  font-weight: 700;
  line-height: 1.3;
`

const Subtitle = styled.p`
  margin: 4px 0 0;
  font-size: 14px;
  color: var(--jaunt-dialog-subtitle-text-color, #dce3ee);
`

const CloseButton = styled(IconButton)`
  flex: none;
  color: inherit;

  &:hover:not(:disabled) {
    background: rgb(255 255 255 / 0.16);
  }

  &:focus-visible {
    outline-color: currentColor;
  }
`

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: 20px 24px 24px;

  @media (max-width: 599px) {
    padding: 16px;
  }
`

const Footer = styled.footer`
  flex: none;
  padding: 14px 24px;
  border-top: 1px solid ${colours.border};
  background: ${colours.box};

  @media (max-width: 599px) {
    padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
  }
`
