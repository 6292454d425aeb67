import { ALERT_TIMEOUT_MS } from '@jaunt/domain'
import { useEffect, useMemo, useRef, useState } from 'react'
import {
  Notification,
  NotificationContext,
  useNotificationContext,
  type NotificationPayload,
} from 'react-admin'

// How long a notice may wait behind the one on screen before that one gives way.
const WAIT_MS = 100

/**
 * react-admin shows notices one after another, each for ALERT_TIMEOUT_MS: two "The form is not
 * valid" notices made the "Element updated" of the save that followed appear ten seconds late.
 * Here a newer notice replaces the one on screen, unless that one is undoable: its closing is
 * what commits the change, so it is never cut short.
 */
export function AppNotification() {
  const context = useNotificationContext()
  const shown = useRef<NotificationPayload | undefined>(undefined)
  // Taken notices, since the queue read at render time can still hold one a Notification has just
  // taken: replacing the Notification then would drop that notice unseen.
  const taken = useRef(new WeakSet<NotificationPayload>())
  const queue = useRef(context.notifications)
  queue.current = context.notifications
  const [generation, setGeneration] = useState(0)

  const value = useMemo(
    () => ({
      ...context,
      takeNotification: () => {
        const next = context.takeNotification()
        shown.current = next || undefined
        if (next) taken.current.add(next)
        return next
      },
    }),
    [context],
  )

  useEffect(() => {
    if (context.notifications.length === 0) return
    const timer = setTimeout(() => {
      const waiting = queue.current.some((notice) => !taken.current.has(notice))
      if (waiting && !shown.current?.notificationOptions?.undoable) setGeneration((count) => count + 1)
    }, WAIT_MS)
    return () => clearTimeout(timer)
  }, [context.notifications])

  return (
    <NotificationContext.Provider value={value}>
      <Notification key={generation} autoHideDuration={ALERT_TIMEOUT_MS} />
    </NotificationContext.Provider>
  )
}
