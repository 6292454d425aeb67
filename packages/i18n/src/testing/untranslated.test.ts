import { describe, expect, it } from 'vitest'
import { englishCatalogPhrases, englishLeftIn, untranslatedPhrases } from './untranslated'

describe('finding English left on a translated page', () => {
  it('takes the English pieces a language says otherwise, placeholders and plurals walked', () => {
    const phrases = untranslatedPhrases(
      {
        a: ['Your cart'],
        b: ['Total ', ['0']],
        c: [['0', 'plural', { one: ['#', ' adult'], other: ['#', ' adults'] }]],
        d: ['Status'],
      },
      {
        a: ['Ihr Warenkorb'],
        b: ['Gesamt ', ['0']],
        c: [['0', 'plural', { one: ['#', ' Erwachsener'], other: ['#', ' Erwachsene'] }]],
        d: ['Status'],
      },
    )
    expect(phrases).toEqual(['Your cart', 'adults', 'Total', 'adult'])
  })

  it('reports English phrases that appear as whole words, and nothing on a page without them', () => {
    const phrases = ['Your cart', 'Book now', 'Cart']
    expect(englishLeftIn('Ihr Warenkorb · Book now · 2 Artikel', phrases)).toEqual(['Book now'])
    expect(englishLeftIn('Ausflüge ab Cartagena und Kartenzahlung', phrases)).toEqual([])
  })

  it('flags the real catalog’s English on a German page and passes the German one', async () => {
    const phrases = await englishCatalogPhrases('de')
    expect(phrases).toContain('Add to cart')
    expect(englishLeftIn('Datum wählen · Add to cart', phrases)).toContain('Add to cart')
    expect(englishLeftIn('Datum wählen · In den Warenkorb', phrases)).toEqual([])
  })
})
