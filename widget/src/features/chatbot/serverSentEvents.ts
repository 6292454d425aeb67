/** One server-sent event: its name and its data (JSON in the chatbot's answers). */
export type ServerSentEvent = { event: string; data: string }

/**
 * Reads `text/event-stream` from a fetch body and hands each event over as soon as it is complete:
 * EventSource cannot POST, so the answer comes through fetch and is split into events here.
 */
export async function readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true })
    buffer = buffer.replace(/\r\n?/g, '\n')
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const parsed = parseBlock(block)
      if (parsed) onEvent(parsed)
      end = buffer.indexOf('\n\n')
    }
    if (done) {
      const last = parseBlock(buffer)
      if (last) onEvent(last)
      return
    }
  }
}

function parseBlock(block: string): ServerSentEvent | null {
  let event = 'message'
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue
    const colon = line.indexOf(':')
    const field = colon < 0 ? line : line.slice(0, colon)
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null
}
