/** Two-way lookup between numeric wire codes and the string forms the spec gives for them. */
export function wireNames<Code extends number, Name extends string>(nameByCode: Record<Code, Name>) {
  const codeByName = new Map<string, Code>(
    Object.entries<Name>(nameByCode).map(([code, name]) => [name, Number(code) as Code]),
  )
  return {
    toName: (code: Code): Name => nameByCode[code],
    fromName: (name: string): Code | undefined => codeByName.get(name),
  }
}
