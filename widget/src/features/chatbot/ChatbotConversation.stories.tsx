import type { Meta, StoryObj } from '@storybook/react-vite'
import { sceneImage } from '../../stories/storyThemes'
import { themeArgTypes, withWidget, type WithTheme } from '../../stories/WidgetStoryFrame'
import { KAYAK_CARD } from '../../testing/kayakCard'
import { ChatbotComposer } from './ChatbotComposer'
import { ChatbotConversation, type ChatbotConversationProps } from './ChatbotConversation'
import { ChatbotFeedback } from './ChatbotFeedback'

const base: ChatbotConversationProps = {
  loading: false,
  greeting: 'Hi! Ask me about the experiences and stays on this site.',
  suggestions: ['What can we do in Flåm?', 'Is there a kayak trip?'],
  lines: [],
  writing: false,
  problem: null,
  onAsk: () => {},
  onOpenProduct: () => {},
  onDismissProblem: () => {},
  imageUrl: () => sceneImage(),
}

const question = {
  key: 'q',
  role: 'guest' as const,
  content: 'A kayak trip in June?',
  state: 'complete' as const,
  products: [],
}
const answer = {
  key: 'a',
  role: 'assistant' as const,
  content: 'Here is what I found on this site:',
  state: 'complete' as const,
  products: [KAYAK_CARD],
}

/** The dialog's inside at its width: the conversation, then the question box and the thumbs. */
function Panel(props: ChatbotConversationProps) {
  const answered = props.lines.some((line) => line.role === 'assistant')
  return (
    <div style={{ width: 560, padding: 16, background: 'var(--jaunt-box-color)', display: 'grid', gap: 16 }}>
      <ChatbotConversation {...props} />
      <ChatbotComposer writing={props.writing} disabled={false} onAsk={() => {}} onStop={() => {}} />
      {answered ? <ChatbotFeedback given={null} onRate={async () => true} /> : null}
    </div>
  )
}

const meta = {
  title: 'Widget/Chatbot',
  decorators: [withWidget],
  argTypes: themeArgTypes,
  render: ({ theme: _theme, ...props }) => <Panel {...props} />,
} satisfies Meta<WithTheme<ChatbotConversationProps>>

export default meta
type Story = StoryObj<typeof meta>

export const Greeting: Story = { args: base }
export const Starting: Story = { args: { ...base, loading: true, greeting: '', suggestions: [] } }
export const Writing: Story = {
  args: {
    ...base,
    writing: true,
    lines: [question, { ...answer, content: 'Here is what', state: 'writing', products: [] }],
  },
}
export const AnsweredWithProducts: Story = { args: { ...base, lines: [question, answer] } }
export const Stopped: Story = {
  args: { ...base, lines: [question, { ...answer, content: 'Here is', state: 'cancelled', products: [] }] },
}
export const Problem: Story = {
  args: {
    ...base,
    problem: 'You have asked many questions in a short time. Please wait a minute and try again.',
  },
}
