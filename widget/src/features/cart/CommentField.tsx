import { Button, colours, focusRing, radius } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import styled from 'styled-components'

export type CommentFieldProps = {
  initial: string
  /** Resolves when saved; rejects with the text to show. */
  onSave: (comments: string) => Promise<void>
}

const MAX_COMMENT = 2000

/** A note for the supplier on one item (dietary needs, pick-up place), saved on demand. */
export function CommentField({ initial, onSave }: CommentFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const [open, setOpen] = useState(initial !== '')
  const [text, setText] = useState(initial)
  const [state, setState] = useState<
    { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string }
  >({
    kind: 'idle',
  })
  if (!open) {
    return (
      <Link type="button" onClick={() => setOpen(true)}>
        {t`Add a comment for the supplier`}
      </Link>
    )
  }
  return (
    <Field
      onSubmit={(event) => {
        event.preventDefault()
        setState({ kind: 'saving' })
        onSave(text.trim()).then(
          () => setState({ kind: 'saved' }),
          (error: unknown) =>
            setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
        )
      }}
    >
      <label htmlFor={id}>{t`Comment for the supplier`}</label>
      <textarea
        id={id}
        rows={2}
        maxLength={MAX_COMMENT}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setState({ kind: 'idle' })
        }}
      />
      <Actions>
        <Button
          type="submit"
          variant="secondary"
          disabled={state.kind === 'saving' || text.trim() === initial}
        >
          {state.kind === 'saving' ? t`Saving…` : t`Save comment`}
        </Button>
        <span role="status">
          {state.kind === 'saved' ? (
            t`Saved`
          ) : state.kind === 'error' ? (
            <ErrorText>{state.message}</ErrorText>
          ) : null}
        </span>
      </Actions>
    </Field>
  )
}

const Link = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${colours.primary};
  font-size: 13px;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`

const Field = styled.form`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 13px;

  textarea {
    width: 100%;
    padding: 6px 8px;
    border: 1px solid ${colours.border};
    border-radius: ${radius.control};
    background: ${colours.box};
    resize: vertical;
    font-size: 14px;
    ${focusRing}
  }
`

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  button {
    min-height: 30px;
    padding: 0 12px;
    font-size: 13px;
  }
`

const ErrorText = styled.span`
  color: ${colours.danger};
`
