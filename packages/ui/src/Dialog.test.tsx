import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from './Dialog'
import { Drawer } from './Drawer'

afterEach(cleanup)

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Book</button>
      <Dialog
        open={open}
        onClose={() => {
          onClose()
          setOpen(false)
        }}
        title="Fjord kayak"
        subtitle="Flåm"
        closeLabel="Close"
        footer={<button>Add to cart</button>}
      >
        <input aria-label="Comment" />
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('opens as a modal named by its title, with focus inside', () => {
    render(<Opener />)
    fireEvent.click(screen.getByRole('button', { name: 'Book' }))

    const dialog = screen.getByRole('dialog', { name: 'Fjord kayak' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.textContent).toContain('Flåm')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  })

  it('keeps Tab inside: from the last control back to the first, and the other way', () => {
    render(<Opener />)
    fireEvent.click(screen.getByRole('button', { name: 'Book' }))
    const close = screen.getByRole('button', { name: 'Close' })
    const add = screen.getByRole('button', { name: 'Add to cart' })

    add.focus()
    fireEvent.keyDown(add, { key: 'Tab' })
    expect(document.activeElement).toBe(close)

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(add)
  })

  it('closes on Escape and on its close button, giving focus back to the opener', () => {
    const onClose = vi.fn()
    render(<Opener onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Book' })
    opener.focus()
    fireEvent.click(opener)

    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Comment' }), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)

    fireEvent.click(opener)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('Drawer', () => {
  it('is a modal panel of the given width that closes on Escape', () => {
    const onClose = vi.fn()
    render(
      <Drawer open onClose={onClose} title="Your cart" closeLabel="Close cart" width={280}>
        <p>Empty</p>
      </Drawer>,
    )
    const drawer = screen.getByRole('dialog', { name: 'Your cart' })
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n')
    expect(css).toContain('width:min(280px, 100vw)')
    fireEvent.keyDown(drawer, { key: 'Escape' })
    expect(onClose).toHaveBeenCalled()
  })
})

describe('Back in the browser', () => {
  // happy-dom keeps no same-page entries to go back through: do what the browser does on Back.
  const back = () => {
    window.history.replaceState(null, '')
    act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state: null })))
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

  it('closes the open dialog and stays on the page', async () => {
    await settle() // what the tests before closed has gone back
    const onClose = vi.fn()
    render(<Opener onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: 'Book' }))
    expect((window.history.state as Record<string, unknown>).jauntModal).toBeTruthy()
    back()
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('has nothing left to undo once the dialog was closed with its button', async () => {
    render(<Opener />)
    fireEvent.click(screen.getByRole('button', { name: 'Book' }))
    const opened = window.history.state as Record<string, unknown>
    expect(opened.jauntModal).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await settle()
    expect((window.history.state as Record<string, unknown> | null)?.jauntModal).toBeUndefined()
  })
})
