import { useLingui } from '@lingui/react/macro'
import { MESSAGES } from '@jaunt/domain'
import { isApiError } from '@jaunt/api-client'
import { FIELD_MESSAGES } from '../i18n/fieldMessages'

/** A schema's or the server's English message in the page's language; an unknown one as it is. */
export function useSignUpText() {
  const { t, i18n } = useLingui()
  const auth: Record<string, string> = {
    [MESSAGES.emailRequired]: t`Please enter email.`,
    [MESSAGES.emailInvalid]: t`Please enter valid email.`,
    [MESSAGES.passwordRequired]: t`Please enter password.`,
    [MESSAGES.passwordTooShort]: t`Password must be at least 8 characters.`,
    [MESSAGES.passwordNeedsLetterAndDigit]: t`Password must contain a letter and a digit.`,
  }
  return (message: string) => {
    const known = FIELD_MESSAGES[message]
    return known ? i18n._(known) : (auth[message] ?? message)
  }
}

/** Zod's issues (or the server's field errors) by their form field, each the first one, translated. */
export function fieldErrors<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  text: (message: string) => string,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {}
  for (const issue of issues) {
    const field = String(issue.path[0]) as F
    errors[field] ??= text(issue.message)
  }
  return errors
}

/** A refused call's field errors, and the message for above the form when no field has one. */
export function refusalOf<F extends string>(
  error: unknown,
  text: (message: string) => string,
  fallback: string,
) {
  if (!isApiError(error)) return { fields: {} as Partial<Record<F, string>>, form: fallback }
  const issues = Object.entries(error.errors ?? {}).map(([path, messages]) => ({
    path: [path],
    message: (messages as string[])[0] ?? '',
  }))
  const fields = fieldErrors<F>(issues, text)
  return { fields, form: issues.length > 0 ? null : text(error.message) }
}
