import { describe, expect, it } from 'vitest'
import { parseSiteInfo } from './site-info'

const SITE = {
  imageProviderName: 'Demo images',
  offlineDesigner: true,
  paymentsMode: 'demo',
  analyticsMeasurementId: 'G-ABC123',
  passkeyOrigin: 'http://localhost:3000',
}

describe('parseSiteInfo', () => {
  it('keeps the known fields and drops the others', () => {
    expect(parseSiteInfo({ ...SITE, secret: 'x' })).toEqual(SITE)
  })

  it.each([undefined, null, 42, false, { id: 'G-1' }])('reads a measurement id of %j as none', (value) => {
    expect(parseSiteInfo({ ...SITE, analyticsMeasurementId: value })).toEqual({ ...SITE, analyticsMeasurementId: null })
  })

  it('reads a missing measurement id as none', () => {
    const { imageProviderName, offlineDesigner, paymentsMode, passkeyOrigin } = SITE
    expect(parseSiteInfo({ imageProviderName, offlineDesigner, paymentsMode, passkeyOrigin })).toEqual({ ...SITE, analyticsMeasurementId: null })
  })

  it.each([false, undefined, null, 'true', 1, {}])('reads an offlineDesigner of %j as false', (value) => {
    expect(parseSiteInfo({ ...SITE, offlineDesigner: value })).toEqual({ ...SITE, offlineDesigner: false })
  })

  it.each([null, undefined, true, 1])('reads a passkeyOrigin of %j as none', (value) => {
    expect(parseSiteInfo({ ...SITE, passkeyOrigin: value })).toEqual({ ...SITE, passkeyOrigin: null })
  })

  it('reads a missing offlineDesigner (an older server) as false', () => {
    const { imageProviderName, paymentsMode } = SITE
    expect(parseSiteInfo({ imageProviderName, paymentsMode })).toEqual({
      imageProviderName,
      offlineDesigner: false,
      paymentsMode,
      analyticsMeasurementId: null,
      passkeyOrigin: null,
    })
  })

  it.each([
    ['imageProviderName', undefined],
    ['paymentsMode', 1],
  ])('rejects an answer whose %s is %j', (name, value) => {
    expect(() => parseSiteInfo({ ...SITE, [name]: value })).toThrow(name)
  })

  it.each([null, 'demo', [SITE]])('rejects %j', (answer) => {
    expect(() => parseSiteInfo(answer)).toThrow(TypeError)
  })
})
