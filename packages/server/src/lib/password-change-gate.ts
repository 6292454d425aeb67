import { forbidden } from './errors.js'

export const CHANGE_PASSWORD_FIRST = 'Change your password before you use the back office.'

/** The calls the back office's first-login pages make: who am I, the new password, then the terms. */
const FIRST_LOGIN_CALLS = new Set([
  'GET /core/v1/current/user',
  'PUT /core/v1/user/password',
  'POST /core/v1/user/accept-terms-and-condition',
])

/** A user who must change the password first gets 403 from every other call until they have. */
export function refuseUntilPasswordChanged(
  user: { first_time_login: boolean },
  method: string,
  path: string,
) {
  if (!user.first_time_login) return
  if (!FIRST_LOGIN_CALLS.has(`${method} ${path.replace(/\/+$/, '')}`)) throw forbidden(CHANGE_PASSWORD_FIRST)
}
