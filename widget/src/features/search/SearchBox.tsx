import { SEARCH_TEXT_MAX, type SearchBoxPlace, type SearchBoxResult, type ServiceCard } from '@jaunt/domain'
import { colours, focusRing, PinIcon, radius, SearchIcon, Spinner } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { useServiceTypeLabel } from './serviceTypeLabel'

export type SearchBoxProps = {
  value: string
  onChange: (value: string) => void
  /** Runs the search for the text typed. */
  onSubmit: (query: string) => void
  /** Suggestions for the text typed (up to 5 products and the matching places); undefined while none. */
  suggestions: SearchBoxResult | undefined
  loading?: boolean
  onPickProduct: (product: ServiceCard) => void
  onPickPlace: (place: SearchBoxPlace) => void
  /** For product thumbnails. */
  imageUrl: (url: string | undefined) => string | undefined
}

type Option = { kind: 'product'; product: ServiceCard } | { kind: 'place'; place: SearchBoxPlace }

/** The search field with its suggestions: a combobox, driven by arrow keys, Enter and Escape. */
export function SearchBox({
  value,
  onChange,
  onSubmit,
  suggestions,
  loading = false,
  onPickProduct,
  onPickPlace,
  imageUrl,
}: SearchBoxProps) {
  const { t } = useLingui()
  const serviceType = useServiceTypeLabel()
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const options: Option[] = [
    ...(suggestions?.services ?? []).map((product): Option => ({ kind: 'product', product })),
    ...(suggestions?.locations ?? []).map((place): Option => ({ kind: 'place', place })),
  ]
  const showList = open && value.trim().length > 0 && suggestions !== undefined

  function pick(option: Option) {
    setOpen(false)
    setActive(-1)
    if (option.kind === 'product') onPickProduct(option.product)
    else onPickPlace(option.place)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index + 1) % options.length)
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault()
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1))
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const chosen = showList ? options[active] : undefined
      if (chosen) pick(chosen)
      else {
        setOpen(false)
        onSubmit(value)
      }
    }
  }

  const optionId = (index: number) => `${listId}-${index}`
  return (
    <Wrap
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        setOpen(false)
        onSubmit(value)
      }}
    >
      <Field>
        <SearchIcon size={20} />
        <input
          type="search"
          role="combobox"
          aria-label={t`Search activities, stays and places`}
          placeholder={t`Where to, or what to do?`}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          value={value}
          maxLength={SEARCH_TEXT_MAX}
          autoComplete="off"
          onChange={(event) => {
            onChange(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        {loading ? <Spinner size={18} label={t`Searching…`} /> : null}
        <SubmitButton type="submit">{t`Search`}</SubmitButton>
      </Field>
      <List id={listId} role="listbox" aria-label={t`Suggestions`} hidden={!showList}>
        {options.length === 0 ? <Empty role="presentation">{t`No suggestions`}</Empty> : null}
        {options.map((option, index) => (
          <Item
            key={option.kind === 'product' ? `p${option.product.id}` : `l${option.place.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            {option.kind === 'product' ? (
              <>
                {imageUrl(option.product.images[0]?.url) ? (
                  <Thumb src={imageUrl(option.product.images[0]?.url)} alt="" />
                ) : (
                  <Thumb as="span" />
                )}
                <span>
                  <strong>{option.product.name}</strong>
                  <small>
                    {serviceType(option.product.service_type)}
                    {option.product.location ? ` · ${option.product.location.name}` : ''}
                  </small>
                </span>
              </>
            ) : (
              <>
                <PlaceIcon>
                  <PinIcon size={18} />
                </PlaceIcon>
                <span>
                  <strong>{option.place.name}</strong>
                  <small>{t`${option.place.count} to book`}</small>
                </span>
              </>
            )}
          </Item>
        ))}
      </List>
    </Wrap>
  )
}

const Wrap = styled.form`
  position: relative;
`

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 6px 6px 6px 16px;
  border: 1.5px solid ${colours.border};
  border-radius: var(--jaunt-button-radius, 50px);
  background: ${colours.box};
  color: ${colours.muted};
  box-shadow: 0 2px 10px rgb(16 24 40 / 0.06);

  &:focus-within {
    border-color: ${colours.primary};
  }

  input {
    flex: 1;
    min-width: 0;
    height: 40px;
    border: 0;
    background: transparent;
    color: ${colours.text};
    font-size: 16px;
    outline: none;
  }
`

const SubmitButton = styled.button`
  min-height: 40px;
  padding: 0 20px;
  border: 0;
  border-radius: var(--jaunt-button-radius, 50px);
  background: ${colours.primary};
  color: ${colours.onPrimary};
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
`

const List = styled.ul`
  position: absolute;
  z-index: 10;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  margin: 0;
  padding: 6px;
  list-style: none;
  border: 1px solid ${colours.border};
  border-radius: ${radius.box};
  background: ${colours.box};
  box-shadow: 0 16px 40px rgb(16 24 40 / 0.18);

  &[hidden] {
    display: none;
  }
`

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 10px;
  border-radius: ${radius.control};
  cursor: pointer;

  &[aria-selected='true'],
  &:hover {
    background: ${colours.subtle};
  }

  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  strong {
    font-size: 15px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  small {
    font-size: 13px;
    color: ${colours.muted};
  }
`

const Thumb = styled.img`
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: ${radius.control};
  object-fit: cover;
  background: ${colours.subtle};
`

const PlaceIcon = styled.span`
  display: inline-flex !important;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${radius.control};
  background: var(--jaunt-icon-background-color, #0b2a5b);
  color: var(--jaunt-icon-foreground-color, #fff);
`

const Empty = styled.li`
  padding: 8px 10px;
  font-size: 14px;
  color: ${colours.muted};
`
