import { PolicyList } from '../cancellation-policies/PolicyList'
import { ConsentList } from './ConsentList'

/** Product settings: the cancellation policies, then the supplier consents. */
export function ProductSettingsList() {
  return (
    <>
      <PolicyList />
      <ConsentList />
    </>
  )
}
