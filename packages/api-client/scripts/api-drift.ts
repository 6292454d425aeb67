/** The parts of an OpenAPI document that the drift message names. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>
  components?: { schemas?: Record<string, unknown> }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

function operations(document: OpenApiDocument): Map<string, string> {
  const found = new Map<string, string>()
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method] !== undefined)
        found.set(`${method.toUpperCase()} ${path}`, JSON.stringify(item[method]))
    }
  }
  return found
}

function schemas(document: OpenApiDocument): Map<string, string> {
  return new Map(
    Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [
      `schema ${name}`,
      JSON.stringify(schema),
    ]),
  )
}

function compare(before: Map<string, string>, after: Map<string, string>): string[] {
  const lines: string[] = []
  for (const [key, value] of after) {
    if (!before.has(key)) lines.push(`added   ${key}`)
    else if (before.get(key) !== value) lines.push(`changed ${key}`)
  }
  for (const key of before.keys()) if (!after.has(key)) lines.push(`removed ${key}`)
  return lines
}

/** One line per operation or named schema that differs between the committed and the server's document. */
export function describeDrift(committed: OpenApiDocument, current: OpenApiDocument): string[] {
  const lines = [
    ...compare(operations(committed), operations(current)),
    ...compare(schemas(committed), schemas(current)),
  ]
  return lines.length > 0 ? lines : ['(same operations and schemas: formatting or generator output differs)']
}
