import type { Cart } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { SectionTitle } from '../common/layout'
import type { BookingAnswers } from './bookingAnswers'
import { SelectField, TextField } from './fields'

export type BookingQuestionsProps = {
  cart: Cart
  answers: BookingAnswers
  /** `ref/question id` of the required questions left empty, once the guest has tried to go on. */
  missing: readonly string[]
  disabled: boolean
  onAnswer: (reservationRef: string, questionId: string, answer: string) => void
}

/** What the suppliers ask about each booked activity; nothing when no item asks anything. */
export function BookingQuestions({ cart, answers, missing, disabled, onAnswer }: BookingQuestionsProps) {
  const { t } = useLingui()
  const asking = cart.reservations.filter((item) => (item.questions ?? []).length > 0)
  if (asking.length === 0) return null
  return (
    <Section>
      <SectionTitle>{t`Questions about your booking`}</SectionTitle>
      {asking.map((item) => (
        <Item key={item.reservation_ref} aria-label={item.serviceable_name}>
          <ItemName>{item.serviceable_name}</ItemName>
          {(item.questions ?? []).map((question) => {
            const value = answers[item.reservation_ref]?.[question.id] ?? ''
            const label = question.required ? `${question.label} *` : question.label
            const error = missing.includes(`${item.reservation_ref}/${question.id}`)
              ? t`Please answer this question`
              : null
            const answer = (next: string) => onAnswer(item.reservation_ref, question.id, next)
            return question.kind === 'choice' ? (
              <SelectField
                key={question.id}
                label={label}
                error={error}
                placeholder={t`Choose an answer`}
                options={question.choices}
                value={value}
                required={question.required}
                disabled={disabled}
                onChange={answer}
              />
            ) : (
              <TextField
                key={question.id}
                label={label}
                error={error}
                value={value}
                maxLength={1000}
                required={question.required}
                disabled={disabled}
                onChange={answer}
              />
            )
          })}
        </Item>
      ))}
    </Section>
  )
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 24px;
`

const Item = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  border: 0;
  margin: 0;
  padding: 0;
`

const ItemName = styled.legend`
  font-weight: 600;
  margin-bottom: 4px;
`
