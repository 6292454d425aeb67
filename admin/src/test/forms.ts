import { fireEvent, screen } from '@testing-library/react'

/** Submits the form of the "Save" button: happy-dom does not submit a form when its submit button is clicked; a browser does. */
export const save = () => fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!)
