/** The public pages' escaping (html.ts on hono/html): what each kind of interpolation renders. */
import { describe, expect, it } from 'vitest'
import { escapeHtml, html, jsonLd, raw } from './html.ts'

describe('html', () => {
  const cases: [name: string, rendered: string, expected: string][] = [
    [
      'escapes text',
      html`<p>${'<b>"Tom" & \'Jerry\'</b>'}</p>`.toString(),
      '<p>&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;</p>',
    ],
    ['keeps nested html', html`<ul>${html`<li>${'a<b'}</li>`}</ul>`.toString(), '<ul><li>a&lt;b</li></ul>'],
    ['keeps raw', html`<style>${raw('a>b{}')}</style>`.toString(), '<style>a>b{}</style>'],
    ['joins arrays', html`${['<', html`<i>`, ['>', 1]]}`.toString(), '&lt;<i>&gt;1'],
    ['renders numbers', html`${0}|${2.5}`.toString(), '0|2.5'],
    ['drops null, undefined and booleans', html`[${null}${undefined}${false}${true}]`.toString(), '[]'],
    ['escapes inside attributes', html`<a href="${'x" onclick="y'}">`.toString(), '<a href="x&quot; onclick=&quot;y">'],
    [
      'jsonLd cannot close its script',
      html`${jsonLd({ a: '</script><x>' })}`.toString(),
      '{"a":"\\u003c/script>\\u003cx>"}',
    ],
  ]
  it.each(cases)('%s', (_name, rendered, expected) => {
    expect(rendered).toBe(expected)
  })

  it('escapeHtml escapes the five characters and leaves the rest', () => {
    expect(escapeHtml(`a&b<c>d"e'f ñ`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f ñ')
    expect(escapeHtml('plain')).toBe('plain')
  })
})
