/**
 * A session's device as a person names it ("Chrome on Android"), from its user agent: the few browsers and systems
 * that matter, in the order their tokens must be tested (Edge and Opera also say Chrome; Chrome also says Safari).
 */
const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** `{ browser, system }`, each null when not recognised. */
export function deviceOfUserAgent(userAgent: string | null | undefined): {
  browser: string | null
  system: string | null
} {
  const ua = userAgent ?? ''
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    system: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
  }
}
