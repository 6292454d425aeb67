import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './Button'

afterEach(cleanup)

describe('Button', () => {
  it('shows its label and reacts to a click', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Book now</Button>)

    const button = screen.getByRole('button', { name: 'Book now' })
    fireEvent.click(button)

    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button.getAttribute('type')).toBe('button')
  })

  it('takes its look from the theme CSS variables, with the spec defaults', () => {
    render(<Button>Book now</Button>)

    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n')
    expect(css).toContain('border-radius:var(--jaunt-button-radius, 50px)')
    expect(css).toContain('background-color:var(--jaunt-button-background-color, #0b2a5b)')
    expect(css).toContain('color:var(--jaunt-button-text-color, #fff)')
  })

  it('cannot be clicked when disabled', () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Book now
      </Button>,
    )

    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    expect(onClick).not.toHaveBeenCalled()
  })
})
