import { describe, expect, it } from 'vitest'
import { parsePaymentReturn, shortTransactionId } from './payment-return'

describe('parsePaymentReturn', () => {
  it('reads the path form with the query the payment page adds', () => {
    expect(parsePaymentReturn('/purchase/success', '?session_id=cs_test_a1b2c3d4e5f6&package_id=starter')).toEqual({
      outcome: 'success',
      sessionId: 'cs_test_a1b2c3d4e5f6',
      paymentIntentId: null,
      packageId: 'starter',
      value: null,
    })
    expect(parsePaymentReturn('/purchase/cancel', '?package_id=value')).toEqual({
      outcome: 'canceled',
      sessionId: null,
      paymentIntentId: null,
      packageId: 'value',
      value: null,
    })
  })

  it('reads the query form, payment intents and the value', () => {
    expect(parsePaymentReturn('/purchase', '?status=success&payment_intent=pi_123&package_id=pro&value=39.99')).toEqual({
      outcome: 'success',
      sessionId: null,
      paymentIntentId: 'pi_123',
      packageId: 'pro',
      value: 39.99,
    })
    expect(parsePaymentReturn('/purchase', '?status=success&payment_intent_id=pi_9&payment_intent=pi_8')?.paymentIntentId).toBe(
      'pi_9',
    )
    expect(parsePaymentReturn('/purchase', '?status=canceled')?.outcome).toBe('canceled')
    expect(parsePaymentReturn('/purchase/', '?status=success&value=abc')?.value).toBeNull()
  })

  it('lets the path win over the query, and ignores anything else', () => {
    expect(parsePaymentReturn('/purchase/cancel', '?status=success')?.outcome).toBe('canceled')
    expect(parsePaymentReturn('/purchase', '')).toBeNull()
    expect(parsePaymentReturn('/purchase', '?status=pending')).toBeNull()
    expect(parsePaymentReturn('/purchase', '?package=starter')).toBeNull()
    expect(parsePaymentReturn('/purchase/successful-ish', '')).toBeNull()
  })

  it('treats empty parameters as missing', () => {
    const parsed = parsePaymentReturn('/purchase/success', '?session_id=&package_id=%20')
    expect(parsed?.sessionId).toBeNull()
    expect(parsed?.packageId).toBeNull()
  })
})

describe('shortTransactionId', () => {
  it('keeps the first 8 and the last 4 characters of a long id', () => {
    expect(shortTransactionId('cs_test_a1B2c3D4e5F6g7H8')).toBe('cs_test_…g7H8')
    expect(shortTransactionId('demo_0123456789abcdef')).toBe('demo_012…cdef')
  })

  it('shows short ids whole', () => {
    expect(shortTransactionId('pi_123')).toBe('pi_123')
    expect(shortTransactionId('12345678901234')).toBe('12345678901234')
  })
})
