import { describe, expect, it } from 'vitest'
import { readVoucherCsv } from './voucherCsv'

describe('readVoucherCsv', () => {
  it('reads codes with and without dates, skipping the header and blank lines', () => {
    const file = 'code,valid_until\r\nGATE-001,2031-05-01\r\n\r\n"GATE;002"\r\nGATE-003;\r\n'
    expect(readVoucherCsv(file, '2030-01-01')).toEqual({
      rows: [
        { line: 2, code: 'GATE-001', valid_until: '2031-05-01' },
        { line: 4, code: 'GATE;002', valid_until: null },
        { line: 5, code: 'GATE-003', valid_until: null },
      ],
      errors: [],
    })
  })

  it('names each bad row by its line and why', () => {
    const file = [
      'A1',
      ',2031-01-01',
      'x'.repeat(65),
      'A1',
      'B2,2031-02-30',
      'C3,2029-12-31',
      'D4,soon',
    ].join('\n')
    const { rows, errors } = readVoucherCsv(file, '2030-01-01')
    expect(rows.map((row) => row.code)).toEqual(['A1'])
    expect(errors.map(({ line, problem }) => [line, problem])).toEqual([
      [2, 'empty_code'],
      [3, 'too_long'],
      [4, 'duplicate_in_file'],
      [5, 'bad_date'],
      [6, 'past_date'],
      [7, 'bad_date'],
    ])
    expect(errors[0]!.message).toBe('The code is empty')
  })
})
