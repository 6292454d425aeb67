import { useEffect, useRef, type ReactNode } from 'react'
import styled from 'styled-components'
import { IconButton } from './Button'
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons'
import { colours, radius } from './tokens'

export type AlertTone = 'error' | 'warning' | 'info' | 'success'

export type AlertProps = {
  tone?: AlertTone
  children: ReactNode
  /** With it, a close button (named by dismissLabel) and, with timeoutMs, closing by itself. */
  onDismiss?: () => void
  dismissLabel?: string
  /** The spec's alerts last 5 seconds (ALERT_TIMEOUT_MS); leave out to keep the alert. */
  timeoutMs?: number
}

const toneColour: Readonly<Record<AlertTone, string>> = {
  error: colours.danger,
  warning: colours.warning,
  info: colours.primary,
  success: colours.success,
}

const icons = { error: AlertIcon, warning: AlertIcon, info: InfoIcon, success: CheckIcon }

/** A message in the flow of the page; errors are announced at once, the rest politely. */
export function Alert({ tone = 'info', children, onDismiss, dismissLabel, timeoutMs }: AlertProps) {
  // The latest callback, so a parent that renders again does not restart the timeout.
  const dismiss = useRef(onDismiss)
  dismiss.current = onDismiss
  const dismissable = Boolean(onDismiss)
  useEffect(() => {
    if (!dismissable || !timeoutMs) return
    const timer = setTimeout(() => dismiss.current?.(), timeoutMs)
    return () => clearTimeout(timer)
  }, [dismissable, timeoutMs, children])
  const Icon = icons[tone]
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $colour={toneColour[tone]}>
      <Icon size={20} />
      <Text>{children}</Text>
      {onDismiss ? (
        <IconButton aria-label={dismissLabel} title={dismissLabel} onClick={onDismiss}>
          <CloseIcon size={16} />
        </IconButton>
      ) : null}
    </Box>
  )
}

const Box = styled.div<{ $colour: string }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 10px 12px;
  border: 1px solid color-mix(in srgb, ${({ $colour }) => $colour} 35%, transparent);
  border-radius: ${radius.control};
  background: color-mix(in srgb, ${({ $colour }) => $colour} 8%, ${colours.box});
  color: ${colours.text};
  font-size: 14px;

  & > svg {
    flex: none;
    margin-top: 1px;
    color: ${({ $colour }) => $colour};
  }

  & > button {
    width: 28px;
    height: 28px;
    margin: -4px -4px -4px auto;
  }
`

const Text = styled.div`
  flex: 1;
  min-width: 0;
  align-self: center;
`
