import { hash, verify } from '@node-rs/argon2'

export const hashPassword = (password: string) => hash(password)

// Verifying against a real hash when the email is unknown keeps both answers equally slow.
const unknownUserHash = hash('no user has this password')

export async function verifyPassword(passwordHash: string | null, password: string) {
  if (passwordHash === null) {
    await verify(await unknownUserHash, password)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
