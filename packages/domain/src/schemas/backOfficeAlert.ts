import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES } from '../locales'
import { userRoleSchema } from '../enums/userRole'
import { idSchema } from './common'

/** Ours: the spec names Tools › Alerts ("messages shown to every back-office user") without its texts. */
export const ALERT_MESSAGES = {
  messageRequired: 'Please enter the message in English',
  periodInvalid: 'The end must come after the start',
} as const

export const ALERT_SEVERITIES = ['info', 'success', 'warning', 'error'] as const
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number]

const moment = z.preprocess(
  (value) => (value === '' ? null : value),
  z.iso.datetime({ offset: true }).nullish(),
)

/** An alert as admins write it: its text per language, how loud, for whom (none: everyone), and when. */
export const alertInputSchema = z
  .object({
    message: z
      .partialRecord(z.enum(LOCALES), z.string().trim().max(500).nullish())
      .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text)))
      .superRefine((texts, ctx) => {
        if (!texts[DEFAULT_LOCALE])
          ctx.addIssue({ code: 'custom', path: [DEFAULT_LOCALE], message: ALERT_MESSAGES.messageRequired })
      }),
    severity: z.enum(ALERT_SEVERITIES).default('info'),
    roles: z.array(userRoleSchema).max(6).default([]),
    starts_at: moment,
    ends_at: moment,
  })
  .superRefine((alert, ctx) => {
    if (alert.starts_at && alert.ends_at && new Date(alert.ends_at) <= new Date(alert.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: ALERT_MESSAGES.periodInvalid })
  })
export type AlertInput = z.input<typeof alertInputSchema>
export type AlertValues = z.output<typeof alertInputSchema>

export const ALERT_STATES = ['scheduled', 'showing', 'ended'] as const

export const alertRecordSchema = z.object({
  id: idSchema,
  message: z.partialRecord(z.enum(LOCALES), z.string()),
  severity: z.enum(ALERT_SEVERITIES),
  roles: z.array(userRoleSchema),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** Whether it shows now, will, or no longer does. */
  state: z.enum(ALERT_STATES),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AlertRecord = z.infer<typeof alertRecordSchema>

/** What a back-office user sees: the alerts for their role now, each in their language. */
export const activeAlertSchema = z.object({
  id: idSchema,
  severity: z.enum(ALERT_SEVERITIES),
  message: z.string(),
  updated_at: z.string(),
})
export type ActiveAlert = z.infer<typeof activeAlertSchema>
