import { useLingui } from '@lingui/react/macro'
import {
  LEGAL_TEXT_KINDS,
  LOCALE_NAMES,
  LOCALES,
  legalTextCorrectionSchema,
  legalTextInputSchema,
  type LegalTextKindCode,
} from '@jaunt/domain'
import { SelectInput, SimpleForm, TextInput } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { LEGAL_TEXT_KIND_LABELS } from './legalTextKinds'

const validateNew = zodValidate(legalTextInputSchema)
const validateCorrection = zodValidate(legalTextCorrectionSchema)

/**
 * A legal text's version: a new one names its kind, country and language; a published one only has
 * its words corrected, since changed terms are a new version that users accept again.
 */
export function LegalTextForm({ published, kind }: { published?: boolean; kind?: LegalTextKindCode }) {
  const { t, i18n } = useLingui()
  return (
    <SimpleForm validate={published ? validateCorrection : validateNew} sx={{ maxWidth: 960 }}>
      {!published && (
        <>
          <SelectInput
            source="kind"
            label={t`Kind`}
            readOnly={Boolean(kind)}
            choices={LEGAL_TEXT_KINDS.map((code) => ({
              id: code,
              name: i18n._(LEGAL_TEXT_KIND_LABELS[code]),
            }))}
          />
          <TextInput
            source="country_code"
            label={t`Country`}
            helperText={t`Two letters, such as NO; empty for every country without its own text`}
            sx={{ maxWidth: 400 }}
          />
          <SelectInput
            source="locale"
            label={t`Language`}
            choices={LOCALES.map((code) => ({ id: code, name: LOCALE_NAMES[code] }))}
          />
        </>
      )}
      <TextInput source="title" label={t`Title`} fullWidth />
      <TextInput
        source="content_html"
        label={t`Text (HTML)`}
        helperText={t`Headings, paragraphs, lists and links; scripts and styles are removed`}
        multiline
        minRows={12}
        fullWidth
      />
    </SimpleForm>
  )
}
