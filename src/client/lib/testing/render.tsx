import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import i18next, { type i18n as I18n } from 'i18next'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import en from '../../locales/en.json' with { type: 'json' }
import type { Me } from '../session/session-api.ts'
import { theme } from '../theme.ts'

// React warns (console.error, which fails a test) when act() is used outside an act environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export async function createTestI18n(): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common: en } },
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  return instance
}

/** What `/api/me` answers for Ana, a member of `organizationId` with `role`, in a test's session cache. */
export function memberSession(organizationId: string, role: string): Me {
  return {
    user: { id: 'u1', email: 'ana@example.com', displayName: 'Ana', firstname: 'Ana', lastname: 'P', role: 'user' },
    organizations: [{ id: organizationId, name: 'Liga', role }],
    activeOrganizationId: organizationId,
  } as unknown as Me
}

/** A JSON answer, for a test's stubbed `fetch`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } })
}

/** Renders routes in a memory router with the app's providers (English messages); returns handles for the test. */
export async function renderRoutes(
  routes: RouteObject[],
  { at = '/en', queryClient = createTestQueryClient() }: { at?: string; queryClient?: QueryClient } = {},
) {
  const i18n = await createTestI18n()
  const router = createMemoryRouter(routes, { initialEntries: [at] })
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  const tree: ReactNode = (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
  await act(async () => root.render(tree))
  return {
    container,
    router,
    queryClient,
    unmount: async () => {
      await act(async () => root.unmount())
      container.remove()
      queryClient.clear()
    },
  }
}

/** Types into an input the way React sees it (native value setter + input event). */
export async function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  await act(async () => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

export async function click(element: Element) {
  await act(async () => {
    ;(element as HTMLElement).click()
  })
}

/** Lets pending promises and React updates settle. */
export async function settle(times = 3) {
  for (let index = 0; index < times; index += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

export function byLabel(container: HTMLElement, label: string): HTMLInputElement {
  const labelElement = [...container.querySelectorAll('label')].find(
    (element) => element.textContent?.replace(/\s*\*\s*$/, '').trim() === label,
  )
  const input = labelElement?.htmlFor ? container.ownerDocument.getElementById(labelElement.htmlFor) : null
  if (!(input instanceof HTMLInputElement)) throw new Error(`No input labelled ${label}`)
  return input
}

export function byText(container: HTMLElement, text: string): HTMLElement | undefined {
  return [...container.querySelectorAll<HTMLElement>('button, a, p, span, div, h1, h2, label')].find(
    (element) => element.childElementCount === 0 && element.textContent?.trim() === text,
  )
}

export function buttonByName(container: HTMLElement, name: string): HTMLButtonElement {
  const button = [...container.querySelectorAll('button')].find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name,
  )
  if (!button) throw new Error(`No button ${name}`)
  return button
}
