import { describe, expect, it } from 'vitest'
import { isCalendar, nightsOf, readCalendarSpans } from './ical-read.js'
import { escapeText, foldLine, writeCalendar } from './ical-write.js'

const feed = (...lines: string[]) => ['BEGIN:VCALENDAR', ...lines, 'END:VCALENDAR'].join('\r\n')

describe('reading an iCal feed', () => {
  it('reads DATE and DATE-TIME events, DTEND exclusive, with folded lines and alarms', () => {
    const text = feed(
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20261205',
      'DTEND;VALUE=DATE:20261207',
      'SUMMARY:A long summary that the other channel folded over',
      '  two lines',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;TZID=Europe/Oslo:20261210T150000',
      'DTEND;TZID=Europe/Oslo:20261212T110000',
      'BEGIN:VALARM',
      'DTSTART:20200101',
      'END:VALARM',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART:20261220T100000Z',
      'DTEND:20261220T180000Z',
      'END:VEVENT',
    )
    expect(readCalendarSpans(text)).toEqual([
      { start: '2026-12-05', end: '2026-12-07' },
      { start: '2026-12-10', end: '2026-12-12' },
      // An event within one day still takes that day's night.
      { start: '2026-12-20', end: '2026-12-21' },
    ])
  })

  it('takes DURATION when there is no DTEND, one day when neither, and leaves cancelled events out', () => {
    const text = feed(
      'BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261101\r\nDURATION:P1W\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261120\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nSTATUS:CANCELLED\r\nDTSTART;VALUE=DATE:20261125\r\nDTEND;VALUE=DATE:20261126\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nDTSTART:not-a-date\r\nEND:VEVENT',
    )
    expect(readCalendarSpans(text)).toEqual([
      { start: '2026-11-01', end: '2026-11-08' },
      { start: '2026-11-20', end: '2026-11-21' },
    ])
  })

  it('lists each night once, within the window', () => {
    const spans = [
      { start: '2026-01-01', end: '2026-01-04' },
      { start: '2026-01-03', end: '2026-01-05' },
    ]
    expect(nightsOf(spans, '2026-01-02', '2026-01-04')).toEqual(['2026-01-02', '2026-01-03'])
    expect(nightsOf(spans, '2025-12-01', '2027-01-01')).toHaveLength(4)
  })

  it('tells a calendar from a web page', () => {
    expect(isCalendar(feed())).toBe(true)
    expect(isCalendar('<html><body>Sign in</body></html>')).toBe(false)
  })
})

describe('writing the export', () => {
  it('escapes text values', () => {
    expect(escapeText('Rooms; sea, view\\north\nfloor')).toBe('Rooms\\; sea\\, view\\\\north\\nfloor')
  })

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `X-WR-CALNAME:${'ø'.repeat(60)}`
    const folded = foldLine(line).split('\r\n')
    expect(folded.length).toBeGreaterThan(1)
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line)
  })

  it('writes all-day events with CRLF line ends that read back as the same nights', () => {
    const text = writeCalendar(
      'Fjord Hotel – Double, sea view',
      [{ uid: 'booking-1@jaunt', start: '2026-12-05', end: '2026-12-07', summary: 'Reserved' }],
      new Date('2026-01-02T03:04:05Z'),
    )
    expect(text).toContain('X-WR-CALNAME:Fjord Hotel – Double\\, sea view\r\n')
    expect(text).toContain('DTSTAMP:20260102T030405Z\r\n')
    expect(text).toContain('DTSTART;VALUE=DATE:20261205\r\nDTEND;VALUE=DATE:20261207\r\n')
    expect(text.replace(/\r\n/g, '')).not.toContain('\n')
    expect(readCalendarSpans(text)).toEqual([{ start: '2026-12-05', end: '2026-12-07' }])
  })
})
