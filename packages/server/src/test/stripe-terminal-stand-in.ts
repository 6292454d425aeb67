export interface StandInLocation {
  id: string
  object: 'terminal.location'
  display_name: string
  address: Record<string, string>
}

export interface StandInReader {
  id: string
  object: 'terminal.reader'
  label: string
  location: string
  registration_code: string
}

const refused = (message: string) => ({
  status: 400,
  payload: { error: { type: 'invalid_request_error', message } },
})
const missing = (what: string) => ({
  status: 404,
  payload: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
})

/** Stripe Terminal's calls in the stand-in: locations, readers and connection tokens. */
export function terminalStandIn() {
  const locations = new Map<string, StandInLocation>()
  const readers = new Map<string, StandInReader>()
  let tokens = 0
  const address = (body: URLSearchParams) =>
    Object.fromEntries(
      ['line1', 'line2', 'city', 'postal_code', 'state', 'country']
        .filter((key) => body.has(`address[${key}]`))
        .map((key) => [key, body.get(`address[${key}]`)!]),
    )

  function answer(method: string, path: string, body: URLSearchParams) {
    if (method === 'POST' && path === '/v1/terminal/connection_tokens') {
      tokens += 1
      return {
        status: 200,
        payload: {
          object: 'terminal.connection_token',
          secret: `pst_test_${tokens}`,
          location: body.get('location'),
        },
      }
    }
    if (method === 'POST' && path === '/v1/terminal/locations') {
      const id = `tml_test_${locations.size + 1}`
      const location: StandInLocation = {
        id,
        object: 'terminal.location',
        display_name: body.get('display_name') ?? '',
        address: address(body),
      }
      locations.set(id, location)
      return { status: 200, payload: location }
    }
    const location = /^\/v1\/terminal\/locations\/(\w+)$/.exec(path)
    if (location) {
      const found = locations.get(location[1]!)
      if (!found) return missing('terminal.location')
      if (method === 'POST') {
        Object.assign(found, {
          display_name: body.get('display_name') ?? found.display_name,
          address: address(body),
        })
      }
      if (method === 'DELETE') {
        if ([...readers.values()].some((reader) => reader.location === found.id)) {
          return refused('This location still has readers')
        }
        locations.delete(found.id)
        return { status: 200, payload: { id: found.id, object: 'terminal.location', deleted: true } }
      }
      return { status: 200, payload: found }
    }
    if (method === 'POST' && path === '/v1/terminal/readers') {
      const code = body.get('registration_code') ?? ''
      // A code no reader shows: Stripe answers that it is invalid.
      if (code.startsWith('unknown-')) return refused('The registration code is invalid')
      if (!locations.has(body.get('location') ?? '')) return missing('terminal.location')
      const id = `tmr_test_${readers.size + 1}`
      const reader: StandInReader = {
        id,
        object: 'terminal.reader',
        label: body.get('label') ?? '',
        location: body.get('location')!,
        registration_code: code,
      }
      readers.set(id, reader)
      return { status: 200, payload: reader }
    }
    const reader = /^\/v1\/terminal\/readers\/(\w+)$/.exec(path)
    if (reader) {
      const found = readers.get(reader[1]!)
      if (!found) return missing('terminal.reader')
      if (method === 'POST') found.label = body.get('label') ?? found.label
      if (method === 'DELETE') {
        readers.delete(found.id)
        return { status: 200, payload: { id: found.id, object: 'terminal.reader', deleted: true } }
      }
      return { status: 200, payload: found }
    }
    return null
  }

  return { answer, locations, readers }
}
