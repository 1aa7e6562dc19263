// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buttonByName, byLabel, click, renderRoutes, settle, typeInto } from '#client/lib/testing/render.tsx'
import { SignInForm } from './sign-in-form.tsx'

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

async function renderForm(onSignedIn = vi.fn(async () => undefined)) {
  const view = await renderRoutes([
    { path: '/:lang', element: <SignInForm forgotPasswordHref="/en/forgot-password" onSignedIn={onSignedIn} /> },
  ])
  return { ...view, onSignedIn }
}

let cleanup: (() => Promise<void>) | null = null
afterEach(async () => {
  await cleanup?.()
  cleanup = null
  vi.unstubAllGlobals()
})

describe('SignInForm', () => {
  it('checks the fields before calling the server', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const view = await renderForm()
    cleanup = view.unmount
    await click(buttonByName(view.container, 'Sign in'))
    expect(view.container.textContent).toContain('This field is required.')
    await typeInto(byLabel(view.container, 'Email'), 'not-an-email')
    await click(buttonByName(view.container, 'Sign in'))
    expect(view.container.textContent).toContain('Enter a valid email address.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('signs in and tells the page', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { token: 't' }))
    vi.stubGlobal('fetch', fetchMock)
    const view = await renderForm()
    cleanup = view.unmount
    await typeInto(byLabel(view.container, 'Email'), ' ana@example.com ')
    await typeInto(byLabel(view.container, 'Password'), 'secret-123')
    await click(buttonByName(view.container, 'Sign in'))
    await settle()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-in/email',
      expect.objectContaining({ method: 'POST', body: '{"email":"ana@example.com","password":"secret-123"}' }),
    )
    expect(view.onSignedIn).toHaveBeenCalledTimes(1)
  })

  it.each([
    [
      jsonResponse(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
      'The email or password is incorrect.',
    ],
    [jsonResponse(429, { message: 'Too many requests' }), 'Too many requests. Please wait a moment and try again.'],
    [jsonResponse(403, { code: 'BANNED_USER', message: 'banned' }), 'This account has been disabled.'],
    [jsonResponse(500, { code: 'SOMETHING_NEW' }), 'Something went wrong. Please try again.'],
  ])('shows a translated error and keeps what was typed (%#)', async (response, message) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    )
    const view = await renderForm()
    cleanup = view.unmount
    await typeInto(byLabel(view.container, 'Email'), 'ana@example.com')
    await typeInto(byLabel(view.container, 'Password'), 'wrong-password')
    await click(buttonByName(view.container, 'Sign in'))
    await settle()
    expect(view.container.querySelector('[role=alert]')?.textContent).toContain(message)
    expect(byLabel(view.container, 'Email').value).toBe('ana@example.com')
    expect(byLabel(view.container, 'Password').value).toBe('wrong-password')
    expect(view.onSignedIn).not.toHaveBeenCalled()
  })

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const view = await renderForm()
    cleanup = view.unmount
    await typeInto(byLabel(view.container, 'Email'), 'ana@example.com')
    await typeInto(byLabel(view.container, 'Password'), 'secret-123')
    await click(buttonByName(view.container, 'Sign in'))
    await settle()
    expect(view.container.querySelector('[role=alert]')?.textContent).toContain('Could not reach the server')
  })
})
