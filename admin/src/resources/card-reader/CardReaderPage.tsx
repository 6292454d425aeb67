import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { Cart, TerminalDeskSetup, TerminalOperatorSite, TerminalSettings } from '@jaunt/domain'
import { useEffect, useMemo, useState } from 'react'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { cardReaderApi } from './cardReaderApi'
import { DeskCart } from './DeskCart'
import { GuestAndCharge } from './GuestAndCharge'
import { OperatorLogin } from './OperatorLogin'
import { ReaderChoice, storedReaderChoice } from './ReaderChoice'
import { loadStripeTerminalSdk } from './terminalSdk'
import { useFieldMessage } from './useFieldMessage'

/**
 * `card-reader`: the operator starts a site's reader with its setup password, chooses the location
 * and reader, builds the guest's cart at the desk and charges it on the reader.
 */
export function CardReaderPage() {
  const { t } = useLingui()
  const services = useServices()
  const translate = useFieldMessage()
  const api = useMemo(() => cardReaderApi(services.session.api), [services])
  const [sites, setSites] = useState<TerminalOperatorSite[] | null>(null)
  const [siteId, setSiteId] = useState<number | null>(null)
  const [setup, setSetup] = useState<TerminalDeskSetup | null>(null)
  const [choice, setChoice] = useState<TerminalSettings | null>(null)
  const [cart, setCart] = useState<Cart | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    api.sites().then(setSites, (failure) => setError(translate(failure)))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api])

  async function login(site: number, password: string) {
    await api.login(site, password)
    const loaded = await api.setup(site)
    setSiteId(site)
    setSetup(loaded)
    setChoice(storedReaderChoice(loaded))
  }
  async function chooseReader(next: TerminalSettings) {
    if (!siteId) return
    await api.chooseReader(siteId, next)
    setChoice(next)
  }
  function endSession() {
    api.logout()
    setSiteId(null)
    setSetup(null)
    setChoice(null)
    setCart(null)
  }

  const reader = setup?.readers.find((candidate) => candidate.id === choice?.reader_id)
  return (
    <>
      <PageHeader title={t`Card reader`} breadcrumbs={[{ label: t`Card reader` }]} />
      <Card>
        <CardContent>
          <Stack spacing={3}>
            {error && <Alert severity="error">{error}</Alert>}
            {sites && !setup && <OperatorLogin sites={sites} onLogin={login} />}
            {setup && !reader && <ReaderChoice setup={setup} onChoose={chooseReader} />}
            {setup && siteId && reader && choice && (
              <>
                <Typography>{t`Reader: ${reader.name} at ${reader.location_name}`}</Typography>
                <DeskCart api={api} siteId={siteId} cart={cart} onCart={setCart} disabled={false} />
                {cart && cart.reservations.length > 0 && (
                  <GuestAndCharge
                    api={api}
                    loadSdk={services.loadTerminalSdk ?? loadStripeTerminalSdk}
                    siteId={siteId}
                    locationId={choice.location_id}
                    reader={reader}
                    cart={cart}
                    onSold={() => setCart(null)}
                    onChangeReader={() => setChoice(null)}
                    onEnd={endSession}
                  />
                )}
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </>
  )
}
