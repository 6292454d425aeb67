// `npm run check:cycles`: fails when a workspace's own modules import each other in a circle.
// Imports are resolved with TypeScript's own module resolution and each workspace's tsconfig, so
// path aliases and `.js` specifiers resolve as the compiler sees them. Type-only imports count too:
// a circle of types still ties the two modules' changes together.
import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')
const workspaces = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).workspaces

function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const specifiers = []
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      specifiers.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
}

/** The import graph of one workspace's files, only edges that stay inside the workspace. */
function graphOf(workspace) {
  const dir = resolve(root, workspace)
  const configFile = ts.findConfigFile(dir, ts.sys.fileExists, 'tsconfig.json')
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile))
  const inside = (file) => file.startsWith(`${dir}/`) && !/\/(node_modules|dist)\//.test(file)
  const graph = new Map()
  for (const file of parsed.fileNames.filter(inside)) {
    const targets = new Set()
    for (const specifier of importsOf(file)) {
      const resolved = ts.resolveModuleName(specifier, file, parsed.options, ts.sys).resolvedModule
      if (resolved && inside(resolved.resolvedFileName)) targets.add(resolved.resolvedFileName)
    }
    graph.set(file, targets)
  }
  return graph
}

/** Strongly connected components with more than one module (Tarjan), each one import circle. */
function circles(graph) {
  let index = 0
  const indexOf = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  const connect = (file) => {
    indexOf.set(file, index)
    low.set(file, index++)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!indexOf.has(target)) {
        connect(target)
        low.set(file, Math.min(low.get(file), low.get(target)))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), indexOf.get(target)))
    }
    if (low.get(file) === indexOf.get(file)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== file)
      if (component.length > 1 || graph.get(file)?.has(file)) found.push(component)
    }
  }
  for (const file of graph.keys()) if (!indexOf.has(file)) connect(file)
  return found
}

const found = workspaces.flatMap((workspace) => circles(graphOf(workspace)))
if (found.length === 0) {
  console.log(`No import cycles in ${workspaces.length} workspaces.`)
} else {
  console.error(`${found.length} import cycle(s); move what both sides need into a module of its own:`)
  for (const component of found) {
    console.error(`  ${component.map((file) => relative(root, file)).join(' <-> ')}`)
  }
  process.exit(1)
}
