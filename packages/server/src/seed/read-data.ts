import type { z } from 'zod'

/** Reads one demo data file through its schema; a bad entry names the file and the field's path. */
export function readDemoData<T extends z.ZodType>(file: string, schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  throw new Error(`seed/data/${file}: ${issue.path.join('.')}: ${issue.message}`)
}
