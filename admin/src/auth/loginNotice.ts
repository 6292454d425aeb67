/** Why the login page was reached, kept across the redirect (and a reload) until the page shows it. */
export type LoginNotice = 'session-expired'

const KEY = 'jaunt_admin_login_notice'

export interface LoginNotices {
  set(notice: LoginNotice): void
  /** The pending notice, given once. */
  take(): LoginNotice | null
}

export function createLoginNotices(storage: Storage | undefined): LoginNotices {
  return {
    set: (notice) => storage?.setItem(KEY, notice),
    take: () => {
      const notice = storage?.getItem(KEY)
      storage?.removeItem(KEY)
      return notice === 'session-expired' ? notice : null
    },
  }
}
