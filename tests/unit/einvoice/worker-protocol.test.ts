/**
 * The page reads the worker's answer (the engine's result as JSON text) back into the engine's result:
 * every decimal a big.js value again, everything else as the engine made it.
 */
import Big from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkXml, parseXmlNode } from '../../../core/einvoice/node'
import { readResult } from '../../../renderer/islands/EInvoiceChecker/worker-protocol'
import { validSpec } from '../../support/einvoice/arbitraries'
import { serialize } from '../../support/einvoice/serialize'

describe('readResult', () => {
  it('gives back the engine’s result for generated invoices, with and without findings (fast-check)', () => {
    fc.assert(
      fc.property(validSpec, fc.boolean(), (spec, broken) => {
        // Broken: no invoice number (BR-02), so the result carries findings too.
        const result = checkXml(serialize(broken ? { ...spec, number: '' } : spec), parseXmlNode)
        const read = readResult(JSON.stringify(result))
        expect(read).toEqual(result)
        if (read.ok) expect(read.report.invoice?.lines[0]?.netAmount?.decimal).toBeInstanceOf(Big)
      }),
      { numRuns: 40 },
    )
  })

  it('makes decimals where JSON.parse’s own reviver would, at any depth and in arrays (fast-check)', () => {
    const decimal = fc.tuple(fc.boolean(), fc.nat(), fc.option(fc.nat())).map(([minus, whole, fraction]) => `${minus ? '-' : ''}${whole}${fraction === null ? '' : `.${fraction}`}`)
    const leaf = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.string())
    // Under "decimal" a decimal's text or anything that is no string (left as it is); elsewhere any tree.
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('tree'), { maxLength: 4 }),
        fc.array(fc.oneof(fc.tuple(fc.constant('decimal'), fc.oneof(decimal, fc.integer(), fc.constant(null), tie('array'))), fc.tuple(fc.constantFrom('value', 'lines', 'x'), tie('tree'))), { maxLength: 4 }).map((entries) => Object.fromEntries(entries)),
      ),
      array: fc.array(tie('tree'), { maxLength: 3 }),
    }))
    fc.assert(
      fc.property(tree, (value) => {
        const json = JSON.stringify(value)
        if (json === undefined) return
        const reference = JSON.parse(json, (key, field: unknown) => (key === 'decimal' && typeof field === 'string' ? new Big(field) : field))
        expect(readResult(json)).toEqual(reference)
      }),
      { numRuns: 300 },
    )
  })
})
