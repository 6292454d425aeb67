import { createElement } from 'react'
import type { ResourceProps } from 'react-admin'
import { Route } from 'react-router-dom'
import { cancellationPolicies } from '../cancellation-policies'
import { ConsentEditOrCreate } from './ConsentEdit'
import { ProductSettingsList } from './ProductSettingsList'

/**
 * The supplier's product settings page: their cancellation policies and, below, their consents to
 * partners selling their products in packages (spec `product-settings/supplier-consent/{id}`, -1 creates).
 */
export const productSettings = {
  ...cancellationPolicies,
  list: ProductSettingsList,
  children: [
    createElement(Route, {
      key: 'consent',
      path: 'supplier-consent/:consentId',
      element: createElement(ConsentEditOrCreate),
    }),
  ],
} satisfies Omit<ResourceProps, 'name'>
