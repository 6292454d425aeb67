import { Chatbot } from '../features/chatbot/Chatbot'
import { OwnedDialogs } from '../features/product/OwnedDialogs'
import type { CommonAttributes, Parsed } from './attributes'
import { defineJauntElement } from './defineJauntElement'

type ChatbotAttributes = CommonAttributes & { placement?: string }
type ChatbotSettings = { placement: 'corner' | 'inline' }

function parseChatbot(attributes: ChatbotAttributes): Parsed<ChatbotSettings> {
  const placement = attributes.placement?.trim().toLowerCase() || 'corner'
  if (placement !== 'corner' && placement !== 'inline')
    return { ok: false, problems: [`placement="${attributes.placement}" is not corner or inline`] }
  return { ok: true, value: { placement } }
}

/**
 * `<jaunt-chatbot site="1">`: a launcher in the page's corner (`placement="inline"`: where the element
 * is) opening the site's chatbot; its product cards open the product dialog here.
 */
export const {
  element: JauntChatbotElement,
  createElement,
  define,
} = defineJauntElement<ChatbotAttributes, ChatbotSettings>({
  tag: 'jaunt-chatbot',
  props: { placement: 'string' },
  parse: parseChatbot,
  render: (settings) => (
    <>
      <Chatbot placement={settings.placement} />
      <OwnedDialogs />
    </>
  ),
})
