import { useLingui } from '@lingui/react/macro'
import { Button } from '@jaunt/ui'
import styled from 'styled-components'

export type HelloProps = {
  site: string
}

/** Placeholder storefront: shows it is alive, translated, and themed. */
export function Hello({ site }: HelloProps) {
  const { t } = useLingui()
  return (
    <Panel data-site={site}>
      <Status role="status">{t`Loading…`}</Status>
      <Button>{t`Book now`}</Button>
    </Panel>
  )
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  padding: 16px;
  border-radius: 8px;
  background: var(--jaunt-box-color, #fff);
`

const Status = styled.p`
  margin: 0;
`
