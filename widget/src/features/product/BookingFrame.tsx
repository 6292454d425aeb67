import { colours, Dialog, radius } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { createContext, useContext, type ReactNode } from 'react'
import styled from 'styled-components'

export type BookingFrameKind = { kind: 'dialog'; onClose: () => void } | { kind: 'inline' }

const FrameContext = createContext<BookingFrameKind>({ kind: 'inline' })
const NoticeContext = createContext<ReactNode>(null)

export const BookingFrameProvider = FrameContext.Provider
/** What the frame says above any booking panel, whatever the product's kind. */
export const BookingNoticeProvider = NoticeContext.Provider

export type BookingFrameProps = {
  title: ReactNode
  subtitle?: ReactNode
  /** The total and the main action. */
  footer?: ReactNode
  children: ReactNode
}

/** Where a booking panel shows: in a modal dialog, or in place on the page (`mode="inline"`). */
export function BookingFrame({ title, subtitle, footer, children }: BookingFrameProps) {
  const frame = useContext(FrameContext)
  const notice = useContext(NoticeContext)
  const { t } = useLingui()
  if (frame.kind === 'dialog') {
    return (
      <Dialog
        open
        onClose={frame.onClose}
        title={title}
        subtitle={subtitle}
        closeLabel={t`Close`}
        footer={footer}
        size="wide"
      >
        {notice}
        {children}
      </Dialog>
    )
  }
  return (
    <Panel>
      <Head>
        <Title>{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      </Head>
      <Body>
        {notice}
        {children}
      </Body>
      {footer ? <Foot>{footer}</Foot> : null}
    </Panel>
  )
}

const Panel = styled.section`
  overflow: hidden;
  border: 1px solid ${colours.border};
  border-radius: ${radius.box};
  background: ${colours.box};
  color: ${colours.text};
`

const Head = styled.header`
  /* A title line and a location line, held while the product loads so the panel does not jump. */
  min-height: calc(20px * 1.3 + 4px + 14px * 1.5);
  box-sizing: content-box;
  padding: 16px 20px;
  background: var(--jaunt-dialog-header-background-color, #0b2a5b);
  color: var(--jaunt-dialog-title-text-color, #fff);
`

const Title = styled.h2`
  margin: 0;
  font-size: 20px;
  line-height: 1.3;
`

const Subtitle = styled.p`
  margin: 4px 0 0;
  font-size: 14px;
  color: var(--jaunt-dialog-subtitle-text-color, #dce3ee);
`

const Body = styled.div`
  padding: 20px;

  @media (max-width: 599px) {
    padding: 16px;
  }
`

const Foot = styled.footer`
  padding: 14px 20px;
  border-top: 1px solid ${colours.border};
`
