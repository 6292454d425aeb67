import type { ServiceCard } from '@jaunt/domain'
import { Alert, Button, colours, radius, Spinner, VisuallyHidden } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { cardPicture } from '../product/cardPicture'
import { ProductCard } from '../product/ProductCard'
import type { ChatLine } from './useChatbot'

export type ChatbotConversationProps = {
  loading: boolean
  greeting: string
  suggestions: readonly string[]
  lines: readonly ChatLine[]
  writing: boolean
  /** The problem in the guest's words, if any. */
  problem: string | null
  onAsk: (question: string) => void
  onOpenProduct: (product: ServiceCard) => void
  onDismissProblem: () => void
  imageUrl: (url: string | undefined) => string | undefined
}

/**
 * The conversation: the greeting, the questions and answers (an answer's cards open the product),
 * and the suggested questions until the guest has asked one. A log region: screen readers read each
 * new answer once it is written (aria-busy while it streams).
 */
export function ChatbotConversation(props: ChatbotConversationProps) {
  const { t } = useLingui()
  const { lines, writing } = props
  return (
    <Column>
      <Log role="log" aria-live="polite" aria-busy={writing || props.loading} aria-label={t`Conversation`}>
        {props.loading ? (
          <Waiting>
            <Spinner size={20} label={t`Starting the conversation…`} />
          </Waiting>
        ) : null}
        {props.greeting ? <Bubble $role="assistant">{props.greeting}</Bubble> : null}
        {lines.map((line) => (
          <Line key={line.key} $role={line.role}>
            <Bubble $role={line.role}>
              <VisuallyHidden>{line.role === 'guest' ? t`You:` : t`Assistant:`} </VisuallyHidden>
              {line.content ||
                (line.state === 'writing' ? <Dots role="img" aria-label={t`Writing…`} /> : null)}
              {line.state === 'cancelled' ? <Note>{t`Stopped.`}</Note> : null}
            </Bubble>
            {line.products.length > 0 ? (
              <Cards aria-label={t`Suggested products`}>
                {line.products.map((product) => (
                  <li key={product.id}>
                    <ProductCard
                      state="ready"
                      product={{
                        ...product,
                        ...cardPicture(product.images[0]?.url, props.imageUrl),
                        imageAlt: product.images[0]?.alt,
                      }}
                      actionLabel={t`See details`}
                      onAction={() => props.onOpenProduct(product)}
                    />
                  </li>
                ))}
              </Cards>
            ) : null}
          </Line>
        ))}
      </Log>
      {props.problem ? (
        <Problem>
          <Alert tone="error">{props.problem}</Alert>
          <Button variant="ghost" onClick={props.onDismissProblem}>
            {t`Dismiss`}
          </Button>
        </Problem>
      ) : null}
      {!props.loading && lines.length === 0 && props.suggestions.length > 0 ? (
        <Suggestions aria-label={t`Suggested questions`}>
          {props.suggestions.map((question) => (
            <li key={question}>
              <Button variant="secondary" disabled={writing} onClick={() => props.onAsk(question)}>
                {question}
              </Button>
            </li>
          ))}
        </Suggestions>
      ) : null}
    </Column>
  )
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`

const Log = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`

const Line = styled.div<{ $role: ChatLine['role'] }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  align-items: ${({ $role }) => ($role === 'guest' ? 'flex-end' : 'stretch')};
`

const Bubble = styled.p<{ $role: ChatLine['role'] }>`
  margin: 0;
  max-width: 85%;
  padding: 10px 14px;
  border-radius: ${radius.box};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  align-self: ${({ $role }) => ($role === 'guest' ? 'flex-end' : 'flex-start')};
  background: ${({ $role }) => ($role === 'guest' ? colours.primary : colours.subtle)};
  color: ${({ $role }) => ($role === 'guest' ? colours.onPrimary : colours.text)};
`

const Note = styled.em`
  display: block;
  margin-top: 4px;
  font-size: 13px;
`

const Dots = styled.span`
  display: inline-block;
  width: 24px;
  height: 8px;
  background: radial-gradient(circle, currentColor 2px, transparent 3px) 0 0 / 8px 8px repeat-x;
  opacity: 0.6;
`

const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${colours.muted};
`

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`

const Problem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
`

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`
