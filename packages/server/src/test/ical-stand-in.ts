import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StandInAnswer {
  status?: number
  body: string
  contentType?: string
  headers?: Record<string, string>
  /** Waits this long before answering, to outlast a fetch's timeout. */
  delayMs?: number
}

/**
 * Another channel's calendar server at the network boundary: the sync's own HTTP client reads from it,
 * and each test says what a path answers. Unknown paths are 404.
 */
export async function startIcalStandIn() {
  const answers = new Map<string, StandInAnswer>()
  const server: Server = createServer((request, response) => {
    const answer = answers.get(request.url ?? '')
    if (!answer) return void response.writeHead(404).end('Not found')
    const send = () =>
      response
        .writeHead(answer.status ?? 200, {
          'Content-Type': answer.contentType ?? 'text/calendar; charset=utf-8',
          ...answer.headers,
        })
        .end(answer.body)
    if (answer.delayMs) setTimeout(send, answer.delayMs)
    else send()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    serve: (path: string, answer: StandInAnswer) => void answers.set(path, answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** An iCalendar file with one VEVENT per `[DTSTART, DTEND]` pair, values as written. */
export const icsOf = (events: [string, string][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other channel//EN',
    ...events.flatMap(([start, end], index) => [
      'BEGIN:VEVENT',
      `UID:event-${index}@other.example`,
      start.includes('T') ? `DTSTART:${start}` : `DTSTART;VALUE=DATE:${start}`,
      end.includes('T') ? `DTEND:${end}` : `DTEND;VALUE=DATE:${end}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n')
