/**
 * Reads a QR code from a camera frame or a picture: the browser's `BarcodeDetector` where it reads QR codes, else the
 * qr-scanner package, loaded on first use so it stays out of the main bundle (decision 0046).
 */

type Source = HTMLVideoElement | HTMLImageElement | HTMLCanvasElement | ImageBitmap | File | Blob

type Detector = { detect(source: unknown): Promise<{ rawValue: string }[]> }
type DetectorClass = {
  new (options: { formats: string[] }): Detector
  getSupportedFormats(): Promise<string[]>
}

/** What this module uses of qr-scanner (its typings' default export does not resolve under this project's settings). */
type Scanner = {
  scanImage(source: Source, options: { returnDetailedScanResult: true }): Promise<{ data: string }>
}

let detector: Promise<Detector | null> | null = null

function nativeDetector(): Promise<Detector | null> {
  detector ??= (async () => {
    const Native = (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector
    if (!Native) return null
    try {
      const formats = await Native.getSupportedFormats()
      return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null
    } catch {
      return null
    }
  })()
  return detector
}

/** The text of the first QR code in `source`, or null when there is none. */
export async function decodeQr(source: Source): Promise<string | null> {
  const native = await nativeDetector()
  if (native) {
    try {
      const input = source instanceof Blob ? await createImageBitmap(source) : source
      const [found] = await native.detect(input)
      if (found?.rawValue) return found.rawValue
    } catch {
      // falls back to the JavaScript decoder
    }
  }
  const loaded = (await import('qr-scanner')) as unknown as { default: Scanner } | Scanner
  const QrScanner = 'default' in loaded ? loaded.default : loaded
  try {
    const result = await QrScanner.scanImage(source, { returnDetailedScanResult: true })
    return result.data || null
  } catch {
    return null
  }
}
