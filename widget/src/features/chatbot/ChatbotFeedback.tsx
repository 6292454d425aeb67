import { Button, colours, focusRing, radius } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import styled from 'styled-components'

export type ChatbotFeedbackProps = {
  given: 'up' | 'down' | null
  onRate: (rating: 'up' | 'down', comment?: string) => Promise<boolean>
}

// Drawn, not an emoji: a page's fonts may have no emoji.
const Thumbs = ({ direction }: { direction: 'up' | 'down' }) => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinejoin="round"
    aria-hidden="true"
    style={direction === 'down' ? { transform: 'rotate(180deg)' } : undefined}
  >
    <path d="M7 10v11H3V10h4zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.4l-1.6 8A2 2 0 0 1 18 21H7" />
  </svg>
)

/** Thumbs up or down on the conversation, then an optional word on why. */
export function ChatbotFeedback({ given, onRate }: ChatbotFeedbackProps) {
  const { t } = useLingui()
  const id = useId()
  const [rating, setRating] = useState<'up' | 'down' | null>(given)
  const [comment, setComment] = useState('')
  const [sent, setSent] = useState(false)
  const choose = async (value: 'up' | 'down') => {
    setRating(value)
    setSent(false)
    await onRate(value)
  }
  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!rating || !comment.trim()) return
    if (await onRate(rating, comment.trim())) {
      setSent(true)
      setComment('')
    }
  }
  return (
    <Wrap>
      <Row role="group" aria-label={t`Was this helpful?`}>
        <span aria-hidden="true">{t`Was this helpful?`}</span>
        <Thumb type="button" aria-pressed={rating === 'up'} onClick={() => void choose('up')}>
          <Thumbs direction="up" /> {t`Yes`}
        </Thumb>
        <Thumb type="button" aria-pressed={rating === 'down'} onClick={() => void choose('down')}>
          <Thumbs direction="down" /> {t`No`}
        </Thumb>
      </Row>
      {rating && !sent ? (
        <Comment onSubmit={(event) => void send(event)}>
          <label htmlFor={id}>{t`Tell us more (optional)`}</label>
          <Row>
            <Input
              id={id}
              value={comment}
              maxLength={1000}
              onChange={(event) => setComment(event.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={!comment.trim()}>
              {t`Send feedback`}
            </Button>
          </Row>
        </Comment>
      ) : null}
      {sent ? <Thanks role="status">{t`Thank you for your feedback.`}</Thanks> : null}
    </Wrap>
  )
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 14px;
`

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
`

const Thumb = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 32px;
  padding: 2px 10px;
  border: 1px solid ${colours.border};
  border-radius: 999px;
  background: ${colours.box};
  color: ${colours.text};
  cursor: pointer;
  ${focusRing}

  &[aria-pressed='true'] {
    border-color: ${colours.primary};
    box-shadow: inset 0 0 0 1px ${colours.primary};
    font-weight: 600;
  }
`

const Comment = styled.form`
  display: flex;
  flex-direction: column;
  gap: 4px;
`

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: 6px 10px;
  border: 1px solid ${colours.border};
  border-radius: ${radius.control};
  background: ${colours.box};
  color: ${colours.text};
  ${focusRing}
`

const Thanks = styled.p`
  margin: 0;
  color: ${colours.success};
`
