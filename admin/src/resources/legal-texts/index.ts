import GavelIcon from '@mui/icons-material/GavelOutlined'
import { createElement } from 'react'
import type { ResourceProps } from 'react-admin'
import { LegalTextEditOrCreate } from './LegalTextEdit'
import { LegalTextList } from './LegalTextList'
import { LEGAL_TEXT_RESOURCE, TERMS_OF_USE_RESOURCE } from './legalTextData'

/** The admin's legal texts (spec: `legal-text(/{id?})`, -1 publishes): every kind, country and language. */
export const legalTexts = {
  list: createElement(LegalTextList, { resource: LEGAL_TEXT_RESOURCE }),
  edit: createElement(LegalTextEditOrCreate, { resource: LEGAL_TEXT_RESOURCE }),
  icon: GavelIcon,
} satisfies Omit<ResourceProps, 'name'>

/** `text/terms-of-use`: the terms guests book under, the same versions of one kind. */
export const termsOfUse = {
  list: createElement(LegalTextList, { resource: TERMS_OF_USE_RESOURCE, kind: 'terms-of-use' }),
  edit: createElement(LegalTextEditOrCreate, { resource: TERMS_OF_USE_RESOURCE, kind: 'terms-of-use' }),
  icon: GavelIcon,
} satisfies Omit<ResourceProps, 'name'>
