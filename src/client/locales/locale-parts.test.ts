import { describe, expect, it } from 'vitest'
import en from './en.json' with { type: 'json' }
import es from './es.json' with { type: 'json' }
import esAR from './es-AR.json' with { type: 'json' }
import { PUBLIC_KEYS, pickLocalePart } from './locale-parts.ts'

type Messages = { [key: string]: unknown }

function merge(target: Messages, source: Messages): Messages {
  const result: Messages = { ...target }
  for (const [key, value] of Object.entries(source)) {
    const existing = result[key]
    result[key] =
      existing && typeof existing === 'object' && value && typeof value === 'object'
        ? merge(existing as Messages, value as Messages)
        : value
  }
  return result
}

function get(messages: Messages, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Messages | undefined)?.[key], messages)
}

describe('locale parts', () => {
  it.each([
    ['en', en],
    ['es', es],
    ['es-AR', esAR],
  ])('splits %s into two parts that merge back into the whole file', (_lang, messages) => {
    const publicPart = pickLocalePart(messages, 'public')
    const appPart = pickLocalePart(messages, 'app')
    expect(merge(appPart, publicPart)).toEqual(messages)
  })

  it('puts every public key in the public part and leaves it out of the app part', () => {
    const publicPart = pickLocalePart(en, 'public')
    const appPart = pickLocalePart(en, 'app')
    for (const key of PUBLIC_KEYS) {
      expect(get(publicPart, key), key).toEqual(get(en, key))
      expect(get(appPart, key), key).toBeUndefined()
    }
  })

  it('keeps the public part small (it is downloaded by the sign-in page)', () => {
    const size = JSON.stringify(pickLocalePart(es, 'public')).length
    expect(size).toBeLessThan(JSON.stringify(es).length / 3)
  })
})
