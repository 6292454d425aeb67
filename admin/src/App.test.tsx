import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { App } from './App'
import { resolveAdminBase } from './routing/adminBase'

afterEach(cleanup)

function renderAt(pathname: string) {
  window.history.replaceState(null, '', pathname)
  const base = resolveAdminBase(pathname)
  if (!base) throw new Error(`${pathname} is not a back office path`)
  return render(<App base={base} />)
}

describe('the back office', () => {
  it('shows the dashboard at /{lang}/npanel', async () => {
    renderAt('/de/npanel/')
    expect(await screen.findByText('Jaunt back office')).toBeTruthy()
  })

  it('routes below its basename, e.g. /{lang}/admin/403', async () => {
    renderAt('/fr/admin/403')
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy()
  })
})
