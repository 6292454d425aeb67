import GavelIcon from '@mui/icons-material/GavelOutlined'
import { createElement } from 'react'
import type { ResourceProps } from 'react-admin'
import { LegalTextEditOrCreate } from './LegalTextEdit'
import { LegalTextList } from './LegalTextList'
import type { LegalTextKindCode } from '@jaunt/domain'
import {
  LEGAL_TEXT_RESOURCE,
  PARTNER_TERMS_RESOURCE,
  PRIVACY_POLICY_RESOURCE,
  TERMS_OF_USE_RESOURCE,
} from './legalTextData'

/** The admin's legal texts (spec: `legal-text(/{id?})`, -1 publishes): every kind, country and language. */
export const legalTexts = {
  list: createElement(LegalTextList, { resource: LEGAL_TEXT_RESOURCE }),
  edit: createElement(LegalTextEditOrCreate, { resource: LEGAL_TEXT_RESOURCE }),
  icon: GavelIcon,
} satisfies Omit<ResourceProps, 'name'>

/** A `text/*` page: the versions of one kind of legal text. */
const legalTextsOfKind = (resource: string, kind: LegalTextKindCode) =>
  ({
    list: createElement(LegalTextList, { resource, kind }),
    edit: createElement(LegalTextEditOrCreate, { resource, kind }),
    icon: GavelIcon,
  }) satisfies Omit<ResourceProps, 'name'>

/** `text/terms-of-use`: the terms guests book under. */
export const termsOfUse = legalTextsOfKind(TERMS_OF_USE_RESOURCE, 'terms-of-use')
/** `text/policy-privacy`: the privacy policy every site links to. */
export const privacyPolicy = legalTextsOfKind(PRIVACY_POLICY_RESOURCE, 'privacy-policy')
/** `text/terms-and-conditions`: the terms partners and suppliers accept at login. */
export const partnerTerms = legalTextsOfKind(PARTNER_TERMS_RESOURCE, 'terms-and-conditions')
