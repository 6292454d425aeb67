import { CHATBOT_INTERACTION_ID_KEY } from '@jaunt/domain'

// The conversation's id in the host page's localStorage, so a reload continues it. Storage may be
// refused (a sandboxed frame, private mode): the conversation then lasts as long as the page.
export const interactionStorage = {
  read(): string | null {
    try {
      return window.localStorage.getItem(CHATBOT_INTERACTION_ID_KEY)
    } catch {
      return null
    }
  },
  write(id: string) {
    try {
      window.localStorage.setItem(CHATBOT_INTERACTION_ID_KEY, id)
    } catch {
      // kept for this page only
    }
  },
  clear() {
    try {
      window.localStorage.removeItem(CHATBOT_INTERACTION_ID_KEY)
    } catch {
      // nothing stored
    }
  },
}
