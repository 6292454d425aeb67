import { VOUCHER_FILE_MAX_BYTES } from '@jaunt/domain'
import { ApiError, badRequest } from '../../lib/errors.js'
import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './voucher-codes.routes.js'
import * as service from './voucher-codes.service.js'

const DEFAULT_RANGE: [number, number] = [0, 24]
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', '']

export const listCodes: AppRouteHandler<typeof routes.listCodes> = async (c) => {
  const { filter, range = DEFAULT_RANGE, sort = ['id', 'ASC'] } = c.req.valid('query')
  const [field, order] = sort
  const page = await service.listCodes(c.get('db'), c.get('user').id, {
    filter,
    range,
    sort: { field, order },
  })
  const last = page.data.length > 0 ? range[0] + page.data.length - 1 : range[0]
  c.header('Content-Range', `tour-voucher-codes ${range[0]}-${last}/${page.total}`)
  return c.json(page.data, 200)
}

export const countCodes: AppRouteHandler<typeof routes.countCodes> = async (c) =>
  c.json(await service.countCodes(c.get('db'), c.get('user').id, c.req.valid('query').ticket_id), 200)

/** Reads the upload as text: a CSV file by its name or type, UTF-8, no larger than the limit. */
async function csvText(file: unknown) {
  if (!(file instanceof File))
    throw badRequest('file: Please choose a CSV file', [
      { path: 'file', message: 'Please choose a CSV file' },
    ])
  if (file.size > VOUCHER_FILE_MAX_BYTES)
    throw new ApiError(413, `file: The file is larger than ${VOUCHER_FILE_MAX_BYTES / 1024} KB`)
  const named = /\.(csv|txt)$/i.test(file.name)
  const notCsv = () =>
    badRequest('file: The file is not a CSV file', [{ path: 'file', message: 'The file is not a CSV file' }])
  if (!named && !CSV_TYPES.includes(file.type.split(';')[0]!.trim())) throw notCsv()
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer())
    if (text.includes('\u0000')) throw notCsv()
    return text
  } catch (error) {
    throw error instanceof ApiError ? error : notCsv()
  }
}

export const importCodes: AppRouteHandler<typeof routes.importCodes> = async (c) => {
  const { ticket_id } = c.req.valid('query')
  const { file } = c.req.valid('form') as { file?: unknown }
  const text = await csvText(file)
  const today = new Date().toISOString().slice(0, 10)
  return c.json(await service.importCodes(c.get('db'), c.get('user').id, ticket_id, text, today), 200)
}

export const clearCodes: AppRouteHandler<typeof routes.clearCodes> = async (c) =>
  c.json(await service.clearUnusedCodes(c.get('db'), c.get('user').id, c.req.valid('query').ticket_id), 200)

export const deleteCode: AppRouteHandler<typeof routes.deleteCode> = async (c) =>
  c.json(await service.deleteCode(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)
