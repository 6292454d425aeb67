const CURRENCY = String.raw`(?:NOK|EUR|USD|GBP|SEK|DKK|CHF|INR|kr\.?|kroner|kronor|euros?|dollars?|€|\$|£|₹)`
const AMOUNT = String.raw`\d[\d.,\u00a0 ]*\d|\d`
const MONEY = new RegExp(`${CURRENCY}\\s?(?:${AMOUNT})|(?:${AMOUNT})\\s?${CURRENCY}(?![\\p{L}])`, 'giu')

/** What stands where the model wrote an amount: prices are shown only on the cards the server priced. */
export const PRICE_PLACEHOLDER = '—'

export const withoutPrices = (text: string) => text.replace(MONEY, PRICE_PLACEHOLDER)

/**
 * Takes the model's text piece by piece and lets it through with any amount of money taken out.
 * The last two words wait, so an amount and its currency split across pieces are seen together.
 */
export class PriceGuard {
  private buffer = ''

  push(piece: string): string {
    this.buffer = withoutPrices(this.buffer + piece)
    const held = this.buffer.match(/(\S+\s+)?\S*$/u)
    const cut = held ? held.index! : this.buffer.length
    const ready = this.buffer.slice(0, cut)
    this.buffer = this.buffer.slice(cut)
    return ready
  }

  flush(): string {
    const rest = withoutPrices(this.buffer)
    this.buffer = ''
    return rest
  }
}

/** Control characters out, and the guest's text marked as a guest's, never as instructions. */
export const cleanGuestText = (text: string) =>
  [...text]
    .filter((char) => {
      const code = char.charCodeAt(0)
      return code === 9 || code === 10 || (code >= 32 && code !== 127)
    })
    .join('')
    .trim()
