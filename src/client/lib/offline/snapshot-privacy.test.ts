// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { takePageSnapshot } from './page-snapshot.ts'

describe('the page snapshot keeps no private data (decision 0033)', () => {
  it('drops marked values, private inputs and e-mail addresses, and keeps the rest of the page', () => {
    const root = document.createElement('div')
    root.innerHTML = `
      <h1>Lucía Pérez</h1>
      <p>#7 · Delantera · <span data-private="">DNI 30123456</span></p>
      <div data-private=""><label>DNI</label><input name="dni" value="30123456"><span>14/02/1999</span>
        <p id="dni-helper-text">Sin puntos</p></div>
      <input type="email" value="lucia@example.com">
      <input name="phone" value="+54 11 5555 0000">
      <input type="date" value="1999-02-14">
      <div data-private=""><input value="lucia@example.com"></div>
      <a href="mailto:coach@example.org" title="coach@example.org">Escribir a coach@example.org</a>
      <td>Halcones</td>`
    const snapshot = takePageSnapshot(root, 'u1:o1')
    const html = snapshot?.html ?? ''
    for (const secret of ['30123456', '14/02/1999', 'lucia@example.com', '5555', '1999-02-14', 'coach@example.org']) {
      expect(html).not.toContain(secret)
    }
    for (const kept of ['Lucía Pérez', '#7 · Delantera', 'DNI</label>', 'Sin puntos', 'Escribir a', 'Halcones']) {
      expect(html).toContain(kept)
    }
    // the live page is untouched
    expect(root.innerHTML).toContain('30123456')
  })
})
