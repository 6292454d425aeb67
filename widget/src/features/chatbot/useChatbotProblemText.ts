import { CHATBOT_MESSAGE_MAX_LENGTH } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import type { ChatbotProblem } from './chatbotApi'

/** What the guest reads when the chatbot cannot answer; the server's own words when it gave some. */
export function useChatbotProblemText(): (problem: ChatbotProblem) => string {
  const { t } = useLingui()
  return useCallback(
    (problem: ChatbotProblem) => {
      const max = CHATBOT_MESSAGE_MAX_LENGTH
      switch (problem.kind) {
        case 'off':
          return t`The chatbot is not available on this site just now.`
        case 'too-long':
          return t`Your message is too long. Please write at most ${max} characters.`
        case 'rate-limited':
          return t`You have asked many questions in a short time. Please wait a minute and try again.`
        case 'refused':
        case 'failed':
          return problem.message || t`The assistant cannot answer just now. Please try again in a moment.`
        default:
          return t`The assistant could not be reached. Please check your connection and try again.`
      }
    },
    [t],
  )
}
