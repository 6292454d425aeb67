import type { ServiceCard } from '@jaunt/domain'
import { mediaUrl } from '@jaunt/api-client'
import { Button, Dialog } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { productTypeOf } from '../../site/products'
import { useSite, useWidget } from '../../site/WidgetContext'
import { ChatbotComposer } from './ChatbotComposer'
import { ChatbotConversation } from './ChatbotConversation'
import { ChatbotFeedback } from './ChatbotFeedback'
import { ChatbotLauncher } from './ChatbotLauncher'
import { useChatbot } from './useChatbot'
import { useChatbotProblemText } from './useChatbotProblemText'

/**
 * The chatbot: a launcher, and a dialog with the conversation. Product cards open the same product
 * dialog the other elements open, which adds to the site's one shared cart.
 */
export function Chatbot({ placement }: { placement: 'corner' | 'inline' }) {
  const { t } = useLingui()
  const { store, owner, config } = useWidget()
  const site = useSite()
  const [open, setOpen] = useState(false)
  const chatbot = useChatbot()
  const problemText = useChatbotProblemText()
  const { state } = chatbot

  // Opening (or starting over) loads the conversation, once per open.
  useEffect(() => {
    if (open && state.status === 'idle' && !state.problem) void chatbot.open()
  }, [open, state.status, state.problem, chatbot])

  const openProduct = (product: ServiceCard) =>
    store.getState().openProduct(owner, { type: productTypeOf(product.service_type), id: product.id })
  const answered = state.lines.some((line) => line.role === 'assistant' && line.state !== 'writing')
  const ask = (question: string) => void chatbot.ask(question)

  return (
    <>
      <ChatbotLauncher label={t`Ask our assistant`} placement={placement} onOpen={() => setOpen(true)} />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Travel assistant`}
        subtitle={site.name}
        closeLabel={t`Close the chat`}
        footer={
          <Footer>
            <ChatbotComposer
              writing={state.writing}
              disabled={state.status !== 'ready' && state.status !== 'idle'}
              onAsk={ask}
              onStop={() => void chatbot.stop()}
            />
            <Actions>
              {answered ? <ChatbotFeedback given={state.feedback} onRate={chatbot.rate} /> : <span />}
              {state.lines.length > 0 && !state.writing ? (
                <Button variant="ghost" onClick={chatbot.startOver}>
                  {t`New conversation`}
                </Button>
              ) : null}
            </Actions>
          </Footer>
        }
      >
        <ChatbotConversation
          loading={state.status === 'loading'}
          greeting={state.greeting}
          suggestions={state.suggestions}
          lines={state.lines}
          writing={state.writing}
          problem={state.problem ? problemText(state.problem) : null}
          onAsk={ask}
          onOpenProduct={openProduct}
          onDismissProblem={chatbot.dismissProblem}
          imageUrl={(url) => mediaUrl(config.apiBase, url)}
        />
      </Dialog>
    </>
  )
}

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`

const Actions = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 8px;
`
