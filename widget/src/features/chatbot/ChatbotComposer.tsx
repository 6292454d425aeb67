import { CHATBOT_MESSAGE_MAX_LENGTH } from '@jaunt/domain'
import { Button, colours, focusRing, radius } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import styled from 'styled-components'

export type ChatbotComposerProps = {
  writing: boolean
  disabled: boolean
  onAsk: (question: string) => void
  onStop: () => void
}

/** Where the guest types: Enter sends (Shift+Enter is a new line); Stop while an answer is written. */
export function ChatbotComposer({ writing, disabled, onAsk, onStop }: ChatbotComposerProps) {
  const { t } = useLingui()
  const id = useId()
  const [text, setText] = useState('')
  const send = (event?: FormEvent) => {
    event?.preventDefault()
    if (writing || disabled || !text.trim()) return
    onAsk(text)
    // A message over the limit stays, so the guest can shorten it.
    if (text.trim().length <= CHATBOT_MESSAGE_MAX_LENGTH) setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event)
  }
  return (
    <Form onSubmit={send}>
      <Label htmlFor={id}>{t`Your question`}</Label>
      <Row>
        <Input
          id={id}
          data-autofocus
          rows={2}
          value={text}
          placeholder={t`Ask about tours, stays and more…`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {writing ? (
          <Button type="button" variant="secondary" onClick={onStop}>
            {t`Stop`}
          </Button>
        ) : (
          <Button type="submit" disabled={disabled || !text.trim()}>
            {t`Send`}
          </Button>
        )}
      </Row>
    </Form>
  )
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 4px;
`

const Label = styled.label`
  font-size: 13px;
  font-weight: 600;
`

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
`

const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  resize: none;
  padding: 8px 10px;
  border: 1px solid ${colours.border};
  border-radius: ${radius.control};
  background: ${colours.box};
  color: ${colours.text};
  ${focusRing}
`
