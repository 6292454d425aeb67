import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Calendar, type CalendarDay } from './Calendar'

afterEach(cleanup)

const labels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  fewLeft: 'Few left',
  soldOut: 'Sold out',
  unavailable: 'Not available',
}

const days: Record<string, CalendarDay> = {
  '2026-06-10': { mark: 'few-left', note: '2 left' },
  '2026-06-11': { mark: 'sold-out', disabled: true },
  '2026-06-12': {},
}

function Picker({ onSelect }: { onSelect: (date: string) => void }) {
  const [month, setMonth] = useState('2026-06')
  const [selected, setSelected] = useState<string | null>(null)
  return (
    <Calendar
      month={month}
      onMonthChange={setMonth}
      dayInfo={(date) => days[date] ?? { disabled: true }}
      selected={selected}
      onSelect={(date) => {
        setSelected(date)
        onSelect(date)
      }}
      languageTag="en-GB"
      labels={labels}
    />
  )
}

describe('Calendar', () => {
  it('starts weeks on Monday and names the month', () => {
    render(<Picker onSelect={() => {}} />)
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.getAttribute('abbr'))
    expect(headers[0]).toBe('Monday')
    expect(headers[6]).toBe('Sunday')
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeTruthy()
  })

  it('announces few-left and sold-out days, and refuses days that cannot be booked', () => {
    const onSelect = vi.fn()
    render(<Picker onSelect={onSelect} />)
    const fewLeft = screen.getByRole('button', { name: 'Wednesday, 10 June 2026, Few left, 2 left' })
    const soldOut = screen.getByRole('button', { name: 'Thursday, 11 June 2026, Sold out' })

    fireEvent.click(soldOut)
    expect(onSelect).not.toHaveBeenCalled()
    expect(soldOut.getAttribute('aria-disabled')).toBe('true')

    fireEvent.click(fewLeft)
    expect(onSelect).toHaveBeenCalledWith('2026-06-10')
    expect(fewLeft.getAttribute('aria-pressed')).toBe('true')
  })

  it('moves by day, week and month from the keyboard', () => {
    render(<Picker onSelect={() => {}} />)
    const start = screen.getByRole('button', { name: /^Wednesday, 10 June 2026/ })
    expect(start.tabIndex).toBe(0)
    start.focus()

    fireEvent.keyDown(start, { key: 'ArrowRight' })
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-06-11')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-06-18')
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' })
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-06-15')
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' })
    expect(screen.getByRole('grid', { name: 'July 2026' })).toBeTruthy()
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-07-15')
  })
})
