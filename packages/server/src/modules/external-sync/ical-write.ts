/** One VEVENT of the export: whole nights, `end` exclusive. */
export interface ExportEvent {
  uid: string
  start: string
  end: string
  summary: string
}

const MAX_OCTETS = 75

/** A TEXT value with its backslashes, semicolons, commas and line breaks escaped (RFC 5545 §3.3.11). */
export const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')

/** Splits a content line into 75-octet lines, each continued with a space, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let part = ''
  let octets = 0
  for (const character of line) {
    const size = Buffer.byteLength(character)
    // A continuation line's leading space counts towards its 75 octets.
    const room = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1
    if (octets + size > room) {
      parts.push(part)
      part = ''
      octets = 0
    }
    part += character
    octets += size
  }
  parts.push(part)
  return parts.join('\r\n ')
}

const compactDate = (date: string) => date.replaceAll('-', '')
const stamp = (now: Date) => `${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`

/** An iCalendar file of all-day events, CRLF line ends, folded. */
export function writeCalendar(name: string, events: ExportEvent[], now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Jaunt//Room calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ]
  for (const event of events)
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${compactDate(event.start)}`,
      `DTEND;VALUE=DATE:${compactDate(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    )
  lines.push('END:VCALENDAR')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
