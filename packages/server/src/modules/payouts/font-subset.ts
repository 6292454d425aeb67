import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

// harfbuzz's own subsetter (the wasm harfbuzzjs ships beside its shaper, with no JavaScript wrapper): fontkit's
// subsets of Noto Sans have glyphs cut short, so readers draw nothing for some letters.
interface Subsetter {
  memory: { buffer: ArrayBuffer }
  _initialize: () => void
  malloc: (size: number) => number
  free: (pointer: number) => void
  hb_blob_create: (data: number, length: number, mode: number, userData: number, destroy: number) => number
  hb_blob_destroy: (blob: number) => void
  hb_blob_get_data: (blob: number, length: number) => number
  hb_blob_get_length: (blob: number) => number
  hb_face_create: (blob: number, index: number) => number
  hb_face_destroy: (face: number) => void
  hb_face_reference_blob: (face: number) => number
  hb_set_add: (set: number, value: number) => void
  hb_subset_input_create_or_fail: () => number
  hb_subset_input_destroy: (input: number) => void
  hb_subset_input_glyph_set: (input: number) => number
  hb_subset_input_set: (input: number, which: number) => number
  hb_subset_input_set_flags: (input: number, flags: number) => void
  hb_subset_or_fail: (face: number, input: number) => number
}

const MEMORY_MODE_READONLY = 1
const FLAGS_NO_HINTING = 0x1
const FLAGS_RETAIN_GIDS = 0x2
const SETS_DROP_TABLE_TAG = 3
// The glyphs are already chosen and placed: the layout tables would only pull in more glyphs.
const DROPPED = ['GSUB', 'GPOS', 'GDEF', 'STAT']
const tag = (name: string) => [...name].reduce((value, char) => value * 256 + char.charCodeAt(0), 0)

// The server's TypeScript libraries do not declare WebAssembly's values; Node has them.
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { instantiate: (bytes: Uint8Array) => Promise<{ instance: { exports: unknown } }> }
}

let subsetter: Promise<Subsetter> | undefined
const load = async () => {
  const path = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')
  const { instance } = await wasm.instantiate(await readFile(path))
  const exports = instance.exports as unknown as Subsetter
  exports._initialize()
  return exports
}

/** The font with only the given glyphs drawn, each at its own number (so a PDF's glyph numbers stay the font's). */
export async function subsetFont(file: Uint8Array, glyphIds: Iterable<number>): Promise<Uint8Array> {
  const hb = await (subsetter ??= load())
  const data = hb.malloc(file.length)
  new Uint8Array(hb.memory.buffer).set(file, data)
  const blob = hb.hb_blob_create(data, file.length, MEMORY_MODE_READONLY, 0, 0)
  const face = hb.hb_face_create(blob, 0)
  hb.hb_blob_destroy(blob)
  const input = hb.hb_subset_input_create_or_fail()
  try {
    const glyphs = hb.hb_subset_input_glyph_set(input)
    for (const id of glyphIds) hb.hb_set_add(glyphs, id)
    const dropped = hb.hb_subset_input_set(input, SETS_DROP_TABLE_TAG)
    for (const name of DROPPED) hb.hb_set_add(dropped, tag(name))
    hb.hb_subset_input_set_flags(input, FLAGS_RETAIN_GIDS | FLAGS_NO_HINTING)
    const subset = hb.hb_subset_or_fail(face, input)
    if (!subset) throw new Error('harfbuzz could not subset the font')
    const result = hb.hb_face_reference_blob(subset)
    const bytes = new Uint8Array(
      hb.memory.buffer,
      hb.hb_blob_get_data(result, 0),
      hb.hb_blob_get_length(result),
    )
    const copy = bytes.slice()
    hb.hb_blob_destroy(result)
    hb.hb_face_destroy(subset)
    return copy
  } finally {
    hb.hb_subset_input_destroy(input)
    hb.hb_face_destroy(face)
    hb.free(data)
  }
}
