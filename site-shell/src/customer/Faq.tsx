import { getMarketplaceFaq } from '@jaunt/api-client'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { usePublicCall } from '../site/PublicApi'
import { Card } from './CustomerLayout'

/**
 * The questions guests ask about a booking: the admin's FAQ (settings/faq) in the page's language,
 * or, until the admin has published one, the answers that hold for every booking alike.
 */
export function Faq() {
  const { t } = useLingui()
  const marketplaceFaq = usePublicCall('marketplace-faq', (http, signal) => getMarketplaceFaq(http, signal))
  const published = marketplaceFaq.state === 'ready' ? marketplaceFaq.value : []
  const builtIn = [
    {
      question: t`How do I change my booking?`,
      answer: t`Contact the supplier with your reservation number; their email and phone are above.`,
    },
    {
      question: t`When do I get my refund?`,
      answer: t`Refunds reach your payment method within 10 working days after you cancel.`,
    },
    {
      question: t`What do I bring?`,
      answer: t`Your reservation number. The supplier may ask for it when you arrive.`,
    },
  ]
  const entries = published.length > 0 ? published : builtIn
  return (
    <Card>
      <h2>{t`Frequently asked questions`}</h2>
      {entries.map((entry) => (
        <Entry key={entry.question}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </Entry>
      ))}
    </Card>
  )
}

const Entry = styled.details`
  padding: 8px 0;

  summary {
    cursor: pointer;
    font-weight: 600;
  }

  p {
    margin: 8px 0 0;
  }
`
