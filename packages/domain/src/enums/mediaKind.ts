import { z } from 'zod'

export const MediaKind = { File: 1, EmbedVideo: 2, ExistingFile: 3 } as const
export type MediaKind = (typeof MediaKind)[keyof typeof MediaKind]
export const mediaKindSchema = z.enum(MediaKind)
