import { Route } from 'react-router-dom'
import { FeatureEditOrCreate } from './FeatureEdit'
import { FeatureList } from './FeatureList'
import { FeatureTypeEditOrCreate } from './FeatureTypeEdit'
import { FeatureTypeList } from './FeatureTypeList'

/** The Accommodations page's (`hotel`) sub-pages: `features(/{id})` and `feature-type(/{id})`, -1 creating. */
export const productFeatureRoutes = [
  <Route key="features" path="features" element={<FeatureList />} />,
  <Route key="feature" path="features/:id" element={<FeatureEditOrCreate />} />,
  <Route key="feature-types" path="feature-type" element={<FeatureTypeList />} />,
  <Route key="feature-type" path="feature-type/:id" element={<FeatureTypeEditOrCreate />} />,
]
