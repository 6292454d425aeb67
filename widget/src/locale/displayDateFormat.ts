// The spec's display date, in a chunk of its own: date-fns' formatter only loads where dates show.
export { formatDisplayDateIn } from '@jaunt/domain'
