import { colours, focusRing } from '@jaunt/ui'
import styled from 'styled-components'

const ChatIcon = () => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" strokeLinejoin="round" />
  </svg>
)

/** The round button in the page's corner that opens the chat; `inline` puts it where the element is. */
export function ChatbotLauncher(props: {
  label: string
  placement: 'corner' | 'inline'
  onOpen: () => void
}) {
  return (
    <Launcher type="button" $placement={props.placement} onClick={props.onOpen} aria-haspopup="dialog">
      <ChatIcon />
      <span>{props.label}</span>
    </Launcher>
  )
}

const Launcher = styled.button<{ $placement: 'corner' | 'inline' }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  padding: 10px 18px;
  border: 0;
  border-radius: 999px;
  background: ${colours.primary};
  color: ${colours.onPrimary};
  font-weight: 600;
  cursor: pointer;
  box-shadow: 0 8px 24px rgb(16 24 40 / 0.24);
  ${focusRing}
  ${({ $placement }) =>
    $placement === 'corner' &&
    `
    position: fixed;
    right: 20px;
    bottom: 20px;
    z-index: 2147483000;
  `}
`
