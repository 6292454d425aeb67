// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'

const root = new URL('../../', import.meta.url)

describe('the README’s embed examples', () => {
  it('are the type-checked files of widget/examples, word for word', async () => {
    const readme = await readFile(new URL('README.md', root), 'utf8')
    const section = readme.split('## Embed in React / Vue / plain HTML')[1]?.split('\n## ')[0] ?? ''
    const blocks = [
      ...section.matchAll(/\[`(widget\/examples\/[^`]+)`\]\([^)]+\):\n\n```\w+\n([\s\S]*?)```/g),
    ]
    expect(blocks.map(([, file]) => file)).toEqual([
      'widget/examples/plain.html',
      'widget/examples/plain.ts',
      'widget/examples/react.tsx',
      'widget/examples/vue.ts',
    ])
    for (const [, file, code] of blocks) {
      expect(code, file).toBe(await readFile(new URL(file!, root), 'utf8'))
    }
  })
})
