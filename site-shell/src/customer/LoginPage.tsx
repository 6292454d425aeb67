import { Alert, Button, colours, focusRing, radius } from '@jaunt/ui'
import { requestLoginLink } from '@jaunt/api-client/customer'
import { isApiError } from '@jaunt/api-client'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import styled from 'styled-components'
import { Card, CustomerLayout } from './CustomerLayout'
import { useCustomer } from './CustomerContext'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** The welcome page: the guest's email, and a link to their bookings in their inbox. */
export function LoginPage() {
  const { t } = useLingui()
  const { http, siteId } = useCustomer()
  const id = useId()
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form')

  if (state === 'sent') {
    return (
      <CustomerLayout title={t`Check your inbox`}>
        <Card>
          <p>{t`If we have bookings for ${email}, we have sent a link to see them. The link works once, for one hour.`}</p>
          <Button variant="secondary" onClick={() => setState('form')}>
            {t`Use another email`}
          </Button>
        </Card>
      </CustomerLayout>
    )
  }

  return (
    <CustomerLayout title={t`Welcome`}>
      <Card>
        <p>{t`Enter the email you booked with and we will send you a link to see and cancel your bookings.`}</p>
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const value = email.trim()
            if (!value) return setProblem(t`Please enter email.`)
            if (!EMAIL.test(value)) return setProblem(t`Please enter valid email.`)
            setProblem(null)
            setState('sending')
            requestLoginLink(http, value, siteId).then(
              () => setState('sent'),
              (error: unknown) => {
                setState('form')
                setProblem(
                  isApiError(error) && error.status === 429
                    ? t`Too many requests. Please try again in a few minutes.`
                    : t`Something went wrong. Please try again.`,
                )
              },
            )
          }}
        >
          <label htmlFor={id}>{t`Email`}</label>
          <input
            id={id}
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={problem !== null}
            onChange={(event) => setEmail(event.target.value)}
          />
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <Button type="submit" disabled={state === 'sending'}>
            {t`Send me a link`}
          </Button>
        </Form>
      </Card>
    </CustomerLayout>
  )
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;
  max-width: 420px;

  label {
    font-weight: 600;
    font-size: 14px;
  }

  input {
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${colours.border};
    border-radius: ${radius.control};
    font: inherit;
    ${focusRing}
  }
`
