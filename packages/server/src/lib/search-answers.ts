import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './types.js'

interface KeptAnswer {
  generation: string
  body: string
  contentType: string
}

/** Answers are kept for calls of at most this size: a search's words, filters and page, not a novel. */
const LARGEST_KEPT_CALL = 4096
/** Answers larger than this are not kept: a map's every product is read each time. */
const LARGEST_KEPT_ANSWER = 512 * 1024

/**
 * Public search answers kept in memory, each under the search generation it was read at (migration
 * 0092): a call identical to one answered before (path, query, language, body) is answered from memory
 * while the generation is unchanged, for one statement instead of the search. The generation changes in
 * the commit of any write a search reads, so a kept answer is never staler than a fresh read would be,
 * in this process or any other; there is no time limit to tune. Only calls whose handler read the
 * generation (`searchGeneration`) are kept, so a call that must not be (a random grid) simply does not.
 * The least recently used answers go first once `capacity` are kept.
 */
export class SearchAnswers {
  readonly #kept = new Map<string, KeptAnswer>()
  readonly #reading = new Map<string, Promise<void>>()
  #generationRead: Promise<string> | undefined
  #nextGenerationRead: Promise<string> | undefined

  /** `readGeneration` asks the primary for the search generation now (`currentSearchGeneration`). */
  constructor(
    readonly readGeneration: () => Promise<string>,
    readonly capacity = 500,
  ) {}

  /**
   * The generation as of a read that started after this call: calls that arrive while a read is under
   * way share the one that starts when it ends, so 50 guests at once cost 2 reads, not 50, and none is
   * answered from a read that began before a commit it should see.
   */
  generation(): Promise<string> {
    if (!this.#generationRead) return this.#startGenerationRead()
    return (this.#nextGenerationRead ??= this.#generationRead
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.#nextGenerationRead = undefined
        return this.#startGenerationRead()
      }))
  }

  #startGenerationRead() {
    const read = this.readGeneration().finally(() => {
      if (this.#generationRead === read) this.#generationRead = undefined
    })
    this.#generationRead = read
    return read
  }

  get size() {
    return this.#kept.size
  }

  find(key: string, generation: string): KeptAnswer | undefined {
    const kept = this.#kept.get(key)
    if (!kept) return undefined
    this.#kept.delete(key)
    if (kept.generation !== generation) return undefined
    this.#kept.set(key, kept)
    return kept
  }

  has(key: string) {
    return this.#kept.has(key)
  }

  /** The read of `key` under way, if one is: a call waits for it rather than run the same search. */
  reading(key: string): Promise<void> | undefined {
    return this.#reading.get(key)
  }

  /** Marks `key` as being read until the returned function is called. */
  startReading(key: string): () => void {
    let done = () => {}
    this.#reading.set(key, new Promise<void>((resolve) => (done = resolve)))
    return () => {
      this.#reading.delete(key)
      done()
    }
  }

  keep(key: string, answer: KeptAnswer) {
    this.#kept.delete(key)
    this.#kept.set(key, answer)
    if (this.#kept.size > this.capacity) this.#kept.delete(this.#kept.keys().next().value!)
  }
}

/**
 * Before the search gate: a kept answer costs no turn at the gate and no connection of its own. The
 * generation is read on the primary (shared by the calls waiting for it); an answer read on a replica was kept under the replica's generation,
 * read before it, so a match means the replica had every commit the primary has now.
 */
export const answerSearchesFromMemory =
  (answers: SearchAnswers): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const body = c.req.method === 'GET' ? '' : await c.req.text()
    if (body.length > LARGEST_KEPT_CALL) return next()
    const key = `${c.req.method} ${c.req.url}\n${c.get('locale')}\n${body}`
    // Many guests asking the same at once wait for the first one's answer instead of each running it.
    // Only for its end: if it fails or its guest leaves, each goes on to search alone.
    const earlier = answers.reading(key)
    if (earlier) await earlier
    if (answers.has(key)) {
      const kept = answers.find(key, await answers.generation())
      if (kept) return c.body(kept.body, 200, { 'Content-Type': kept.contentType })
    }
    const read = answers.reading(key) ? () => {} : answers.startReading(key)
    try {
      await next()
      const generation = c.get('searchGeneration')
      if (!generation || c.res.status !== 200) return
      const answer = await c.res.clone().text()
      if (answer.length > LARGEST_KEPT_ANSWER) return
      answers.keep(key, {
        generation,
        body: answer,
        contentType: c.res.headers.get('Content-Type') ?? 'application/json',
      })
    } finally {
      read()
    }
  }
