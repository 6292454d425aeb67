import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Alert } from './Alert'
import { GuestPicker } from './GuestPicker'
import { Stepper } from './Stepper'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Counter({ min = 0, max = 3 }: { min?: number; max?: number }) {
  const [value, setValue] = useState(min)
  return (
    <Stepper
      label="Adult"
      description="€45.00"
      value={value}
      min={min}
      max={max}
      onChange={setValue}
      decreaseLabel="Fewer Adult"
      increaseLabel="More Adult"
    />
  )
}

describe('Stepper', () => {
  it('counts up and down within its bounds', () => {
    render(<Counter max={2} />)
    const fewer = screen.getByRole('button', { name: 'Fewer Adult' }) as HTMLButtonElement
    const more = screen.getByRole('button', { name: 'More Adult' }) as HTMLButtonElement
    const group = screen.getByRole('group', { name: 'Adult' })

    expect(fewer.disabled).toBe(true)
    fireEvent.click(more)
    fireEvent.click(more)
    expect(group.querySelector('output')?.textContent).toBe('2')
    expect(more.disabled).toBe(true)
    fireEvent.click(fewer)
    expect(group.querySelector('output')?.textContent).toBe('1')
  })
})

describe('GuestPicker', () => {
  it('reports which count changed', () => {
    const onChange = vi.fn()
    render(
      <GuestPicker
        rows={[
          {
            key: 'adults',
            label: 'Adults',
            value: 2,
            min: 1,
            max: 9,
            decreaseLabel: 'Fewer adults',
            increaseLabel: 'More adults',
          },
          {
            key: 'rooms',
            label: 'Rooms',
            value: 1,
            min: 1,
            max: 9,
            decreaseLabel: 'Fewer rooms',
            increaseLabel: 'More rooms',
          },
        ]}
        onChange={onChange}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'More rooms' }))
    expect(onChange).toHaveBeenCalledWith('rooms', 2)
    expect((screen.getByRole('button', { name: 'Fewer rooms' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('Alert', () => {
  it('announces an error at once and a notice politely', () => {
    render(
      <>
        <Alert tone="error">Sold out on this date</Alert>
        <Alert tone="success">Added to your cart</Alert>
      </>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Sold out on this date')
    expect(screen.getByRole('status').textContent).toBe('Added to your cart')
  })

  it('goes away by itself after its timeout, or when dismissed', () => {
    vi.useFakeTimers()
    const onDismiss = vi.fn()
    render(
      <Alert tone="info" onDismiss={onDismiss} dismissLabel="Dismiss" timeoutMs={5000}>
        Saved
      </Alert>,
    )
    vi.advanceTimersByTime(4999)
    expect(onDismiss).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onDismiss).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledTimes(2)
  })
})
