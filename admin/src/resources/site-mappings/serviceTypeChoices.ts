import type { I18n } from '@lingui/core'
import { ServiceType } from '@jaunt/domain'
import { SERVICE_TYPE_LABELS } from '../site-catalogue/serviceTypeLabel'

export const serviceTypeChoices = (i18n: I18n) =>
  Object.values(ServiceType).map((type) => ({ id: type, name: i18n._(SERVICE_TYPE_LABELS[type]) }))
