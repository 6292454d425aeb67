import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { Cart, OptionWithDate, ServiceCard } from '@jaunt/domain'
import { useEffect, useState } from 'react'
import type { CardReaderApi } from './cardReaderApi'
import { useFieldMessage } from './useFieldMessage'

const today = () => new Date().toISOString().slice(0, 10)

/** The desk's cart: a tour of the site's catalogue, its date and departure, and the tickets. */
export function DeskCart({
  api,
  siteId,
  cart,
  onCart,
  disabled,
}: {
  api: CardReaderApi
  siteId: number
  cart: Cart | null
  onCart: (cart: Cart) => void
  disabled: boolean
}) {
  const { t, i18n } = useLingui()
  const translate = useFieldMessage()
  const [products, setProducts] = useState<ServiceCard[]>([])
  const [productId, setProductId] = useState<number | ''>('')
  const [date, setDate] = useState(today())
  const [options, setOptions] = useState<OptionWithDate[]>([])
  const [departure, setDeparture] = useState('')
  const [counts, setCounts] = useState<Record<number, number>>({})
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    api.products(siteId).then(setProducts, (failure) => setError(translate(failure)))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, siteId])
  useEffect(() => {
    setDeparture('')
    setCounts({})
    setOptions([])
    if (!productId || !date) return
    // A slower answer for the tour or day chosen before must not replace this one's departures.
    let current = true
    api.options(productId, date).then(
      (loaded) => current && setOptions(loaded),
      () => current && setOptions([]),
    )
    return () => {
      current = false
    }
  }, [api, productId, date])

  const [optionId, startTime] = departure ? departure.split('@') : []
  const option = options.find((candidate) => candidate.id === Number(optionId))
  const money = (amount: number, currency: string | null) =>
    i18n.number(amount, { style: 'currency', currency: currency ?? 'NOK' })

  async function add() {
    const tickets = Object.entries(counts)
      .filter(([, count]) => count > 0)
      .map(([ticket_id, count]) => ({ ticket_id: Number(ticket_id), count }))
    if (!productId || !option || !startTime || tickets.length === 0) {
      return setError(t`Choose a tour, a departure and at least one ticket`)
    }
    try {
      setError(null)
      const line = { service_id: productId, option_id: option.id, date, start_time: startTime, tickets }
      onCart(await api.addToCart(siteId, cart?.cart_ref ?? null, line))
      setCounts({})
    } catch (failure) {
      setError(translate(failure))
    }
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label={t`Tour`}
          value={productId}
          onChange={(event) => setProductId(Number(event.target.value))}
          sx={{ minWidth: 260 }}
          disabled={disabled}
        >
          {products.map((product) => (
            <MenuItem key={product.id} value={product.id}>
              {product.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={t`Date`}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          disabled={disabled}
        />
        <TextField
          select
          label={t`Departure`}
          value={departure}
          onChange={(event) => setDeparture(event.target.value)}
          sx={{ minWidth: 220 }}
          disabled={disabled}
        >
          {options.flatMap((candidate) =>
            candidate.slots
              .filter((slot) => slot.bookable)
              .map((slot) => (
                <MenuItem
                  key={`${candidate.id}@${slot.start_time}`}
                  value={`${candidate.id}@${slot.start_time}`}
                >
                  {`${candidate.name} ${slot.start_time.slice(0, 5)}`}
                </MenuItem>
              )),
          )}
        </TextField>
      </Stack>
      {option && (
        <Stack direction="row" spacing={2}>
          {option.tickets.map((ticket) => (
            <TextField
              key={ticket.id}
              type="number"
              label={`${ticket.type} (${money(ticket.price, products.find((p) => p.id === productId)?.currency_code ?? null)})`}
              value={counts[ticket.id] ?? 0}
              onChange={(event) =>
                setCounts({ ...counts, [ticket.id]: Math.max(0, Number(event.target.value)) })
              }
              slotProps={{ htmlInput: { min: 0 } }}
              disabled={disabled}
            />
          ))}
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="outlined" onClick={add} disabled={disabled} sx={{ alignSelf: 'flex-start' }}>
        {t`Add to cart`}
      </Button>
      {cart && cart.reservations.length > 0 && (
        <>
          <List dense aria-label={t`Cart`}>
            {cart.reservations.map((item) => (
              <ListItem key={item.reservation_ref}>
                <ListItemText
                  primary={item.serviceable_name}
                  secondary={`${item.start_date ?? ''} ${item.start_time ?? ''} · ${money(item.price, cart.cart_currency)}`}
                />
              </ListItem>
            ))}
          </List>
          <Typography variant="h6">{t`Total: ${money(cart.cart_total_price, cart.cart_currency)}`}</Typography>
        </>
      )}
    </Stack>
  )
}
