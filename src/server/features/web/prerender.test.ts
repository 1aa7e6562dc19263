/** decision 0017: the prerendered copies of the signed-out pages (scripts/vite-prerender.ts), as pure functions. */
import { describe, expect, it } from 'vitest'
import { fileOfPage, pageHtml, withoutFieldNames, withoutSignedInOnly } from '../../../../scripts/vite-prerender.ts'

const INDEX =
  '<!doctype html><html lang="es"><head><link rel="manifest" href="/manifest.es.webmanifest" /></head>' +
  '<body><div id="root"></div></body></html>'

describe('prerendered pages', () => {
  it('drops the fields’ names, so Enter before the app loads cannot put the password in the URL', () => {
    const markup =
      '<form><input id="a" type="email" name="email" value=""/><input type="password" name="password"/>' +
      '<textarea name="note"></textarea><button name="go">Go</button></form>'
    const out = withoutFieldNames(markup)
    expect(out).not.toMatch(/name="(email|password|note)"/)
    expect(out).toContain('<input id="a" type="email" value=""/>')
    expect(out).toContain('name="go"')
  })

  it('puts the markup before the empty #root, with the page language, its manifest and the preloads', () => {
    const html = pageHtml(INDEX, { lang: 'en', path: '/signup' }, '<h1>Sign up</h1>', ['assets/sign-up-route-x.js'])
    expect(html).toContain('<html lang="en"')
    expect(html).toContain('/manifest.en.webmanifest')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/sign-up-route-x.js" />')
    // painted whole or not at all: rendering waits until #root (after the copy) is parsed
    expect(html).toContain('<link rel="expect" href="#root" blocking="render" />')
    expect(html).toMatch(/<div id="prerendered"><h1>Sign up<\/h1><\/div>\s*<div id="root"><\/div>/)
    expect(fileOfPage({ lang: 'en', path: '/signup' })).toBe('prerendered/en/signup.html')
    expect(fileOfPage({ lang: 'es', path: '' })).toBe('prerendered/es/index.html')
  })

  it('leaves out the comments and what only a signed-in page runs (the early requests, the snapshot)', () => {
    const index =
      '<html lang="es"><head><!-- theme --><script>theme()</script><!-- page-preloads -->\n' +
      '<script data-signed-in>askEarly()</script></head><body><div id="root"></div>' +
      '<script data-signed-in>\npaintSnapshot()\n</script><script type="module" src="/a.js"></script></body></html>'
    expect(withoutSignedInOnly(index)).toBe(
      '<html lang="es"><head><script>theme()</script></head><body><div id="root"></div>' +
        '<script type="module" src="/a.js"></script></body></html>',
    )
    // the page's own markup keeps React's comments (they separate text nodes)
    const html = pageHtml(index, { lang: 'es', path: '' }, '<p>Hola<!-- -->, Ana</p>', [])
    expect(html).toContain('<p>Hola<!-- -->, Ana</p>')
    expect(html).not.toContain('askEarly')
    expect(html).not.toContain('paintSnapshot')
    expect(html).toContain('theme()')
  })

  it('refuses an index.html without an empty #root rather than writing a page the app cannot take over', () => {
    expect(() => pageHtml('<html lang="es"><body></body></html>', { lang: 'es', path: '' }, 'x', [])).toThrow(/root/)
  })
})
