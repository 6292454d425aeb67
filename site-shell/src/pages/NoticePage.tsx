import type { ReactNode } from 'react'
import { Main } from './HomePage'
import { Prose } from './LegalPage'

/** A page that says one thing and offers the way on. */
export function NoticePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Main>
      <Prose>
        <h1>{title}</h1>
        {children}
      </Prose>
    </Main>
  )
}
