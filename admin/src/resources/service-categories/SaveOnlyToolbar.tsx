import { SaveButton, Toolbar } from 'react-admin'

/** A form whose record is not deleted from its toolbar: the page header's delete says why it may not be. */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)
