/**
 * The demo lodge's card-reader setup password in the admin tests. The terminal settings test and the
 * card reader test run at once against one API: both set this same password, so neither locks the
 * other's operator out.
 */
export const LODGE_SETUP_PASSWORD = 'desk-secret-ui'
