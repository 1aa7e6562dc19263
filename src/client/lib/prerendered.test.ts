// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { swapInWhenReady } from './prerendered.ts'

/** The copy of a sign-in page as the server sends it (fields without names) and the app's empty root. */
function page() {
  document.body.innerHTML = `
    <div id="prerendered">
      <form aria-label="Sign in"><input type="email" /><input type="password" /><button type="submit">Sign in</button></form>
      <button type="button">Use a link instead</button>
    </div>
    <div id="root"></div>`
  const root = document.getElementById('root') as HTMLElement
  const copy = document.getElementById('prerendered') as HTMLElement
  return { root, copy }
}

/** What the app renders into the root: the same page, with handlers that record what they were asked. */
function renderApp(root: HTMLElement, calls: string[]) {
  root.innerHTML = `
    <form aria-label="Sign in"><input type="email" /><input type="password" /><button type="submit">Sign in</button></form>
    <button type="button">Use a link instead</button>`
  const form = root.querySelector('form') as HTMLFormElement
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const [email, password] = [...form.querySelectorAll('input')].map((input) => input.value)
    calls.push(`submit ${email} ${password}`)
  })
  root.querySelectorAll('button')[1]?.addEventListener('click', () => calls.push('use link'))
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('a button pressed in the prerendered copy before the app runs', () => {
  it('is pressed again on the app once it has taken over', async () => {
    const { root, copy } = page()
    swapInWhenReady(root)
    const press = new MouseEvent('click', { bubbles: true, cancelable: true })
    ;(copy.querySelectorAll('button')[1] as HTMLButtonElement).dispatchEvent(press)
    expect(press.defaultPrevented).toBe(true)

    const calls: string[] = []
    renderApp(root, calls)
    await vi.waitFor(() => expect(calls).toEqual(['use link']))
    expect(document.getElementById('prerendered')).toBeNull()
    expect(root.hidden).toBe(false)
  })

  it('submits the app’s form with what was typed, and the copy’s form is never sent', async () => {
    const { root, copy } = page()
    swapInWhenReady(root)
    const [email, password] = [...copy.querySelectorAll('input')] as HTMLInputElement[]
    if (!email || !password) throw new Error('no fields')
    email.value = 'lucia@example.com'
    password.value = 'secret-password-1'
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true })
    ;(copy.querySelector('button[type="submit"]') as HTMLButtonElement).dispatchEvent(submit)
    expect(submit.defaultPrevented, 'the copy’s form is not sent as a GET').toBe(true)

    const calls: string[] = []
    renderApp(root, calls)
    await vi.waitFor(() => expect(calls).toEqual(['submit lucia@example.com secret-password-1']))
  })

  it('is not pressed when the app’s button in that place reads otherwise', async () => {
    const { root, copy } = page()
    swapInWhenReady(root)
    ;(copy.querySelectorAll('button')[1] as HTMLButtonElement).click()
    const calls: string[] = []
    renderApp(root, calls)
    ;(root.querySelectorAll('button')[1] as HTMLButtonElement).textContent = 'Something else'
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toEqual([])
  })
})
