import { Policy, UserRole } from '@jaunt/domain'
import { z } from 'zod'
import accounts from './data/accounts.json' with { type: 'json' }
import { readDemoData } from './read-data.js'

export const DEMO_PASSWORD = 'Demo-pass-1'

/** A role as the data files name it (`"Partner"`), stored as its number. */
export const roleNameSchema = z
  .enum(Object.keys(UserRole) as [keyof typeof UserRole])
  .transform((name) => UserRole[name])

const demoAccountSchema = z.strictObject({
  key: z.string().min(1),
  name: z.string().min(1),
  email: z.email(),
  roles: z.array(roleNameSchema).min(1),
  policies: z.array(z.enum(Policy)),
  /** The key of an account listed before this one. */
  parent: z.string().optional(),
  first_time_login: z.boolean().optional(),
  terms_and_condition_accepted: z.boolean().optional(),
  country_code: z.string().length(2),
  user_currency_type: z.string().length(3),
  /** What the start banner says the account is for. */
  purpose: z.string().min(1),
})
export type DemoAccount = z.infer<typeof demoAccountSchema>

export const demoAccountsSchema = z.array(demoAccountSchema).superRefine((list, ctx) => {
  list.forEach((account, index) => {
    if (account.parent && !list.slice(0, index).some((earlier) => earlier.key === account.parent))
      ctx.addIssue({
        code: 'custom',
        path: [index, 'parent'],
        message: 'Expected the key of an earlier account',
      })
  })
})

/** The accounts the README and the start banner promise, in the order they are created. */
export const DEMO_ACCOUNTS: DemoAccount[] = readDemoData('accounts.json', demoAccountsSchema, accounts)
