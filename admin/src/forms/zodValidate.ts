/** The part of a zod schema the forms use, so the admin needs no zod of its own. */
interface Schema {
  safeParse(values: unknown): {
    success: boolean
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }
  }
}

type Errors = { [field: string]: string | Errors }

/**
 * A react-admin form's `validate` from a shared schema of @jaunt/domain: the route's own rules,
 * checked before the server is asked, each message under the field its path names.
 */
export function zodValidate(schema: Schema) {
  return (values: object): Errors => {
    const errors: Errors = {}
    for (const issue of schema.safeParse(values).error?.issues ?? []) {
      const path = issue.path.map(String)
      let node = errors
      path.slice(0, -1).forEach((key) => {
        const next = node[key]
        node = typeof next === 'object' ? next : (node[key] = {})
      })
      const last = path.at(-1) ?? 'root'
      node[last] ??= issue.message
    }
    return errors
  }
}
