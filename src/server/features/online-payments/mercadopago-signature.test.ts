/** Mercado Pago's `x-signature` check (decision 0053), against manifests computed here with node:crypto. */
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isMercadoPagoSignature } from './mercadopago-client.ts'

const secret = 'league-webhook-secret'
const hmac = (manifest: string, key = secret) => createHmac('sha256', key).update(manifest).digest('hex')

describe('isMercadoPagoSignature', () => {
  const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e'
  const ts = '1742505638683'

  it('accepts the HMAC of id:{data.id};request-id:{x-request-id};ts:{ts};', () => {
    const signature = `ts=${ts},v1=${hmac(`id:123456;request-id:${requestId};ts:${ts};`)}`
    expect(isMercadoPagoSignature({ signature, requestId, dataId: '123456', secret })).toBe(true)
  })

  it('lowercases an alphanumeric data.id, and reads the parts in any order with spaces', () => {
    const signature = ` v1=${hmac(`id:abc123;request-id:${requestId};ts:${ts};`)} , ts=${ts}`
    expect(isMercadoPagoSignature({ signature, requestId, dataId: 'ABC123', secret })).toBe(true)
  })

  it('leaves out a part whose value is missing', () => {
    const signature = `ts=${ts},v1=${hmac(`id:123456;ts:${ts};`)}`
    expect(isMercadoPagoSignature({ signature, requestId: undefined, dataId: '123456', secret })).toBe(true)
  })

  it.each([
    ['another secret', `ts=${ts},v1=${hmac(`id:123456;request-id:${requestId};ts:${ts};`, 'other')}`, '123456'],
    ['another payment id', `ts=${ts},v1=${hmac(`id:999;request-id:${requestId};ts:${ts};`)}`, '123456'],
    ['another timestamp', `ts=1,v1=${hmac(`id:123456;request-id:${requestId};ts:${ts};`)}`, '123456'],
    ['no v1', `ts=${ts}`, '123456'],
    ['a v1 that is not hex', `ts=${ts},v1=not-hex`, '123456'],
    ['no header', undefined, '123456'],
  ])('refuses %s', (_case, signature, dataId) => {
    expect(isMercadoPagoSignature({ signature, requestId, dataId, secret })).toBe(false)
  })
})
