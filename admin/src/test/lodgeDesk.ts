/**
 * The demo lodge's card-reader setup password in the admin tests: any test that opens the lodge's card
 * reader uses the password the terminal settings test sets, since test files share one API at once.
 */
export const LODGE_SETUP_PASSWORD = 'desk-secret-ui'
