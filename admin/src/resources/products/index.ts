import AttractionIcon from '@mui/icons-material/AttractionsOutlined'
import RentalIcon from '@mui/icons-material/KayakingOutlined'
import RestaurantIcon from '@mui/icons-material/RestaurantOutlined'
import type { AdminProductKind } from '@jaunt/domain'
import { createElement } from 'react'
import type { ResourceProps } from 'react-admin'
import { useParams } from 'react-router-dom'
import { isNewTour } from '../tours/tourPaths'
import { ProductCreate } from './ProductCreate'
import { ProductEdit } from './ProductEdit'
import { ProductList } from './ProductList'

/** One resource per kind (spec: `rental`, `rental/{id}` with -1 creating), all built of the same screens. */
function productResource(kind: AdminProductKind, icon: ResourceProps['icon']) {
  return {
    list: () => createElement(ProductList, { kind }),
    edit: function ProductEditOrCreate() {
      const { id } = useParams()
      return createElement(isNewTour(id) ? ProductCreate : ProductEdit, { kind })
    },
    icon,
    recordRepresentation: 'name',
  } satisfies Omit<ResourceProps, 'name'>
}

export const rentals = productResource('rental', RentalIcon)
export const restaurants = productResource('restaurant', RestaurantIcon)
export const attractions = productResource('attraction', AttractionIcon)
