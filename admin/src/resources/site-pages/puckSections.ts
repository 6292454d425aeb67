import { storedSectionSchema, type Locale, type StoredSection } from '@jaunt/domain'

/** Keys holding a partner's text per language in every section type (`LocalText`). */
const TEXT_KEYS = new Set(['title', 'subtitle', 'html', 'alt', 'question', 'answer'])

export interface PuckBlock {
  type: string
  props: Record<string, unknown> & { id: string }
}
export interface PuckPage {
  root: { props: Record<string, unknown> }
  content: PuckBlock[]
}

type Plain = Record<string, unknown>
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A stored value with each text in `locale` ('' where the partner has not written it). */
function toLocal(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => toLocal(item, locale))
  if (!isPlain(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (TEXT_KEYS.has(key) && isPlain(item)) return [key, (item[locale] as string | undefined) ?? '']
      if (key === 'image') return [key, item ?? '']
      return [key, toLocal(item, locale)]
    }),
  )
}

/** The block's fields back into the stored value, keeping the texts of the other languages. */
function fromLocal(value: unknown, previous: unknown, locale: Locale): unknown {
  if (Array.isArray(value))
    return value.map((item, index) =>
      fromLocal(item, Array.isArray(previous) ? previous[index] : undefined, locale),
    )
  if (!isPlain(value)) return value
  const before = isPlain(previous) ? previous : {}
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (TEXT_KEYS.has(key)) {
        const texts = { ...(isPlain(before[key]) ? before[key] : {}) } as Record<string, string>
        const text = typeof item === 'string' ? item : ''
        if (text.trim() === '') delete texts[locale]
        else texts[locale] = text
        return [key, texts]
      }
      if (key === 'image') return [key, typeof item === 'string' && item.trim() !== '' ? item.trim() : null]
      if (key === 'service_ids') return [key, Array.isArray(item) ? item : []]
      if (key === 'box_id') return [key, Number(item)]
      return [key, fromLocal(item, before[key], locale)]
    }),
  )
}

/** The page's sections as Puck's blocks, in one language. */
export function sectionsToPuck(sections: Map<string, StoredSection>, locale: Locale): PuckPage {
  return {
    root: { props: {} },
    content: [...sections].map(([id, section]) => {
      const { type, ...rest } = toLocal(section, locale) as Plain
      return { type: String(type), props: { ...rest, id } }
    }),
  }
}

/**
 * Puck's blocks as stored sections, in Puck's order, each keeping the other languages' texts of the
 * section it was (by block id). A block whose fields do not fit the schema yet is kept as typed: the
 * server then names the field.
 */
export function puckToSections(
  page: { content: { type: string; props: Record<string, unknown> }[] },
  previous: Map<string, StoredSection>,
  locale: Locale,
): Map<string, StoredSection> {
  return new Map(
    page.content.map((block) => {
      const { id, ...props } = block.props
      const key = String(id)
      const value = fromLocal({ type: block.type, ...props }, previous.get(key), locale)
      const parsed = storedSectionSchema.safeParse(value)
      return [key, (parsed.success ? parsed.data : value) as StoredSection]
    }),
  )
}

export const sectionsById = (sections: StoredSection[]) =>
  new Map(sections.map((section, index) => [`section-${index}`, section]))
