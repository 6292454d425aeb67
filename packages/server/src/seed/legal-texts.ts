import type { Locale } from '@jaunt/domain'
import { z } from 'zod'
import en from './data/guest-legal-texts/en.json' with { type: 'json' }
import no from './data/guest-legal-texts/no.json' with { type: 'json' }
import de from './data/guest-legal-texts/de.json' with { type: 'json' }
import sv from './data/guest-legal-texts/sv.json' with { type: 'json' }
import da from './data/guest-legal-texts/da.json' with { type: 'json' }
import fi from './data/guest-legal-texts/fi.json' with { type: 'json' }
import es from './data/guest-legal-texts/es.json' with { type: 'json' }
import nl from './data/guest-legal-texts/nl.json' with { type: 'json' }
import it from './data/guest-legal-texts/it.json' with { type: 'json' }
import fr from './data/guest-legal-texts/fr.json' with { type: 'json' }
import ru from './data/guest-legal-texts/ru.json' with { type: 'json' }
import bg from './data/guest-legal-texts/bg.json' with { type: 'json' }
import hi from './data/guest-legal-texts/hi.json' with { type: 'json' }
import gu from './data/guest-legal-texts/gu.json' with { type: 'json' }
import partnerTerms from './data/partner-terms.json' with { type: 'json' }
import { readDemoData } from './read-data.js'

/** A legal page written as headed paragraphs, stored as HTML. */
export const legalPageSchema = z
  .strictObject({
    title: z.string().min(1),
    sections: z.array(z.strictObject({ heading: z.string().min(1), text: z.string().min(1) })).min(1),
  })
  .transform(({ title, sections }) => ({
    title,
    content_html: sections.map(({ heading, text }) => `<h2>${heading}</h2><p>${text}</p>`).join(''),
  }))
export type LegalPage = z.infer<typeof legalPageSchema>

/** The marketplace's own texts for guests: its privacy policy and its booking terms. */
export const guestLegalTextsSchema = z.strictObject({ privacy: legalPageSchema, terms: legalPageSchema })
export type GuestLegalTexts = z.infer<typeof guestLegalTextsSchema>

/** The marketplace's general terms for partners and suppliers, version 1. */
export const DEMO_TERMS = readDemoData('partner-terms.json', legalPageSchema, partnerTerms)

const guestTexts: Record<Locale, unknown> = { en, no, de, sv, da, fi, es, nl, it, fr, ru, bg, hi, gu }

/** Every locale has its own texts, so a guest reads the privacy policy and booking terms in the page's language. */
export const DEMO_GUEST_LEGAL_TEXTS = Object.fromEntries(
  Object.entries(guestTexts).map(([locale, texts]) => [
    locale,
    readDemoData(`guest-legal-texts/${locale}.json`, guestLegalTextsSchema, texts),
  ]),
) as Record<Locale, GuestLegalTexts>
