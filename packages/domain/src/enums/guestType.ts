import { z } from 'zod'

export const GuestType = {
  Adult: 'Adult',
  Child: 'Child',
  Infant: 'Infant',
  Senior: 'Senior',
  Youth: 'Youth',
  Student: 'Student',
  Military: 'Military',
  Group: 'Group',
  Person: 'Person',
  Family: 'Family',
  Transfer: 'Transfer',
  Traveller: 'Traveller',
  Room: 'Room',
} as const
export type GuestType = (typeof GuestType)[keyof typeof GuestType]
export const guestTypeSchema = z.enum(GuestType)
