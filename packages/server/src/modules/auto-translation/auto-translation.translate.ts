import { tourTextSchema, type Locale, type TourText } from '@jaunt/domain'
import { z } from 'zod'
import type { Config } from '../../env.js'
import { estimateTokens } from '../../lib/llm.js'
import { sanitisePartnerHtml } from '../site-pages/partner-html.js'
import { TranslationFailure } from './auto-translation.failure.js'
import { completeJson } from './auto-translation.llm.js'

const FIELDS = ['name', 'short_description', 'description', 'meeting_point', 'highlights'] as const
const englishName = new Intl.DisplayNames(['en'], { type: 'language' })
const MARKUP = /<\/?[a-z][^>]*>/i

const instructions = (from: Locale, to: Locale) =>
  [
    `You translate the texts of a travel product on a booking marketplace from ${englishName.of(from)} to ${englishName.of(to)}.`,
    'You are given a JSON object: "texts" holds the texts to translate.',
    'Answer with one JSON object that has exactly the keys of "texts", each value translated; "highlights" stays a list of the same length.',
    'Keep HTML tags and their attributes as they are and translate only the text between them.',
    'Keep proper names of places, companies and products. Answer with the JSON object only.',
  ].join('\n')

/** The product's texts in another language, by the language model; only the fields that have text are sent. */
export async function translateTexts(config: Config, from: Locale, to: Locale, source: TourText) {
  const texts = Object.fromEntries(
    FIELDS.flatMap((field) => (source[field].length > 0 ? [[field, source[field]]] : [])),
  )
  const question = JSON.stringify({ source_language: from, target_language: to, texts })
  const answer = await completeJson(
    config,
    [
      { role: 'system', content: instructions(from, to) },
      { role: 'user', content: question },
    ],
    Math.min(16_000, estimateTokens(question) * 4 + 256),
  )
  return translatedText(source, answer)
}

/** The answer checked against what was asked: every text there, highlights as many, lengths as the form's. */
function translatedText(source: TourText, answer: unknown): TourText {
  const line = z.string().trim().min(1)
  const unasked = z.unknown().optional()
  const expected = z.object({
    name: line,
    short_description: source.short_description ? line : unasked,
    description: source.description ? line : unasked,
    meeting_point: source.meeting_point ? line : unasked,
    highlights: source.highlights.length ? z.array(line).length(source.highlights.length) : unasked,
  })
  const given = expected.safeParse(answer)
  if (!given.success)
    throw new TranslationFailure(
      'translation_incomplete',
      `the translation lacks ${given.error.issues[0]?.path.join('.') || 'texts'}`,
    )
  const text = tourTextSchema.safeParse({
    name: given.data.name,
    short_description: source.short_description ? given.data.short_description : '',
    description: source.description ? given.data.description : '',
    meeting_point: source.meeting_point ? given.data.meeting_point : '',
    highlights: source.highlights.length ? given.data.highlights : [],
  })
  if (!text.success)
    throw new TranslationFailure(
      'translation_too_long',
      `the translation of ${text.error.issues[0]?.path.join('.')} is too long`,
    )
  // Descriptions may hold HTML; a plain one stays plain, since sanitising escapes its ampersands.
  const description = MARKUP.test(text.data.description)
    ? sanitisePartnerHtml(text.data.description)
    : text.data.description
  return { ...text.data, description }
}
