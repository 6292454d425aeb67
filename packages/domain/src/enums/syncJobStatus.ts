import { z } from 'zod'
import { wireNames } from './wireNames'

export const SyncJobStatus = { Started: 1, Failed: 2, Completed: 3 } as const
export type SyncJobStatus = (typeof SyncJobStatus)[keyof typeof SyncJobStatus]
export const syncJobStatusSchema = z.enum(SyncJobStatus)

export const SyncJobStatusName = { Started: 'running', Failed: 'failed', Completed: 'completed' } as const
export type SyncJobStatusName = (typeof SyncJobStatusName)[keyof typeof SyncJobStatusName]
export const syncJobStatusNameSchema = z.enum(SyncJobStatusName)

const names = wireNames<SyncJobStatus, SyncJobStatusName>({
  1: SyncJobStatusName.Started,
  2: SyncJobStatusName.Failed,
  3: SyncJobStatusName.Completed,
})

export const syncJobStatusName = names.toName
export const syncJobStatusFromName = names.fromName
