import { dirname, sep } from 'node:path'
import { createRequire } from 'node:module'
import { parseAst, type Plugin } from 'vite'

// Preact's private properties, most used first. Its own dist mangles them (its repo's mangle.json);
// built from its sources, they kept their long names in every vnode, component and hook access.
const PRIVATE_PROPERTIES = [
  '_component _children _dom _flags _bits _value _parentDom _vnode _parent _renderCallbacks',
  '_original _nextState __hooks _pendingEffects _index _list _catchError _suspended _render',
  '_nextValue _depth _cleanup _suspenders _stateCallbacks _passive _mask _detachOnNextRender _args',
  '_pendingArgs _id _root _onResolve _globalContext _getSnapshot _excess _diff _defaultValue',
  '_commit _skipEffects _refCleanup _pendingSuspensionCount _listeners _hook _childDidSuspend',
  '_attached _reducer _originalParentDom _instance _hydrationMismatch _hasScuFromHooks _context',
].flatMap((line) => line.split(' '))
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/**
 * One short name per property (`__a`, `__b`, …), never shared, so no two properties of one object can
 * meet; preact, its hooks and compat all pass through here, so they agree. Not preact's own names
 * (they differ between its versions): nothing outside the bundle, such as its devtools, reads them.
 */
const SHORT_NAMES = new Map(PRIVATE_PROPERTIES.map((name, index) => [name, `__${LETTERS[index]}`]))

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type Edit = { node: Node; name: string; text: string }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** The edits that rename private properties: member accesses, object keys (also shorthand) and class members. */
function renames(node: Node, edits: Edit[]) {
  const key = (node.type === 'MemberExpression' ? node.property : node.key) as Node | undefined
  const named = ['MemberExpression', 'Property', 'MethodDefinition', 'PropertyDefinition'].includes(node.type)
  if (named && key && !node.computed && key.type === 'Identifier') {
    const short = SHORT_NAMES.get(key.name as string)
    if (short)
      edits.push({
        node: key,
        name: key.name as string,
        text: node.shorthand ? `${short}: ${key.name}` : short,
      })
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.filter(isNode).forEach((child) => renames(child, edits))
    else if (isNode(value)) renames(value, edits)
  }
}

function renameProperties(code: string): string {
  const edits: Edit[] = []
  renames(parseAst(code) as unknown as Node, edits)
  let renamed = code
  for (const { node, name, text } of edits.sort((a, b) => b.node.start - a.node.start)) {
    // A position that does not hold the name would corrupt preact silently: stop the build instead.
    if (renamed.slice(node.start, node.end) !== name)
      throw new Error(`preactProperties: no ${name} at ${node.start}`)
    renamed = renamed.slice(0, node.start) + text + renamed.slice(node.end)
  }
  return renamed
}

const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json')) + sep

/** Shortens preact's private properties in the preact build, as preact's own dist does. */
export function preactProperties(): Plugin {
  return {
    name: 'jaunt:preact-properties',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(preact) || id.includes(`${sep}dist${sep}`) || !/\.m?js$/.test(id)) return null
      return { code: renameProperties(code), map: null }
    },
  }
}
