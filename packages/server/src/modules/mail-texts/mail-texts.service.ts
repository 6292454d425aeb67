import {
  MAIL_KINDS,
  MAIL_TEXT_MESSAGES,
  type Locale,
  type MailKind,
  type MailTemplate,
  type MailTranslation,
  type MailTranslationInput,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { badRequest } from '../../lib/errors.js'
import { htmlFromParagraphs } from '../mail/outbox.js'
import { catalogWriter, mailOverrides, placeholdersOf } from '../mail/texts/write.js'
import { MAIL_TEMPLATES } from './mail-templates.js'

/** The texts of a mail an admin may reword: plural texts stay with the translators. */
function editableTexts(kind: MailKind) {
  const english = catalogWriter('en')
  return Object.entries(MAIL_TEMPLATES[kind].texts).flatMap(([key, text]) => {
    const placeholders = placeholdersOf(text.message ?? english(text))
    return placeholders ? [{ key, text, placeholders }] : []
  })
}

export const listMailTemplates = (): MailTemplate[] =>
  MAIL_KINDS.map((kind) => ({
    kind,
    recipient: MAIL_TEMPLATES[kind].recipient,
    required: MAIL_TEMPLATES[kind].required,
    texts: editableTexts(kind).map(({ key }) => key),
  }))

export async function getMailTranslation(db: DB, kind: MailKind, locale: Locale): Promise<MailTranslation> {
  const overrides = await mailOverrides(db, locale)
  const say = catalogWriter(locale)
  return {
    kind,
    locale,
    texts: editableTexts(kind).map(({ key, text, placeholders }) => ({
      key,
      default: say(text, Object.fromEntries(placeholders.map((name) => [name, `{${name}}`]))),
      override: overrides.get(text.id) ?? null,
      placeholders,
    })),
  }
}

// Mails are plain text made HTML by escaping: markup and control characters have no place in a wording.
const sanitise = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '')
    .trim()

/**
 * The wordings of `input` checked against the mail's texts: by message id, null to go back to the
 * catalog. A placeholder the original lacks, or one it has that the wording drops, is a 400 naming it.
 */
function checkedWordings({ kind, texts }: Pick<MailTranslationInput, 'kind' | 'texts'>) {
  const known = new Map(editableTexts(kind).map((text) => [text.key, text]))
  const errors: { path: string; message: string }[] = []
  const wordings = new Map<string, string | null>()
  for (const [key, raw] of Object.entries(texts)) {
    const path = `texts.${key}`
    const text = known.get(key)
    if (!text) {
      errors.push({ path, message: MAIL_TEXT_MESSAGES.unknownText })
      continue
    }
    const wording = raw === null ? '' : sanitise(raw)
    if (!wording) {
      wordings.set(text.text.id, null)
      continue
    }
    const used = [...wording.matchAll(/\{([^{}]*)\}|[{}]/g)].map((match) => match[1] ?? '')
    if (used.some((name) => !text.placeholders.includes(name)))
      errors.push({ path, message: MAIL_TEXT_MESSAGES.unknownPlaceholder })
    else if (text.placeholders.some((name) => !used.includes(name)))
      errors.push({ path, message: MAIL_TEXT_MESSAGES.missingPlaceholder })
    else wordings.set(text.text.id, wording)
  }
  if (errors.length > 0)
    throw badRequest(errors.map((error) => `${error.path}: ${error.message}`).join('; '), errors)
  return wordings
}

/** Stores the admin's wordings of one mail in one language; what is sent from now on uses them. */
export async function saveMailTranslation(db: DB, input: MailTranslationInput, userId: number) {
  const wordings = checkedWordings(input)
  await db.transaction().execute(async (trx) => {
    for (const [messageId, message] of wordings) {
      if (message === null) {
        await trx
          .deleteFrom('mail_text_override')
          .where('locale', '=', input.locale)
          .where('message_id', '=', messageId)
          .execute()
        continue
      }
      await trx
        .insertInto('mail_text_override')
        .values({ locale: input.locale, message_id: messageId, message, updated_by: userId })
        .onConflict((conflict) =>
          conflict
            .columns(['locale', 'message_id'])
            .doUpdateSet({ message, updated_by: userId, updated_at: new Date() }),
        )
        .execute()
    }
  })
  return getMailTranslation(db, input.kind, input.locale)
}

/** The mail with sample data as it would be sent now, or with the unsaved wordings of `draft`. */
export async function previewMail(
  db: DB,
  { kind, locale, texts = {} }: { kind: MailKind; locale: Locale; texts?: MailTranslationInput['texts'] },
) {
  const overrides = await mailOverrides(db, locale)
  for (const [messageId, wording] of checkedWordings({ kind, texts })) {
    if (wording === null) overrides.delete(messageId)
    else overrides.set(messageId, wording)
  }
  const { subject, paragraphs } = MAIL_TEMPLATES[kind].sample(catalogWriter(locale, overrides), locale)
  return { subject, text: paragraphs.join('\n\n'), html: htmlFromParagraphs(paragraphs) }
}
