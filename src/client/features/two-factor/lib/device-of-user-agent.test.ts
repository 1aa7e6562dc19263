import { describe, expect, it } from 'vitest'
import { deviceOfUserAgent } from './device-of-user-agent.ts'

describe('deviceOfUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'macOS'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome',
      'Linux',
    ],
  ])('%s → %s on %s', (userAgent, browser, system) => {
    expect(deviceOfUserAgent(userAgent)).toEqual({ browser, system })
  })

  it('knows nothing of an empty or unknown agent', () => {
    expect(deviceOfUserAgent(null)).toEqual({ browser: null, system: null })
    expect(deviceOfUserAgent('curl/8.5.0')).toEqual({ browser: null, system: null })
  })
})
