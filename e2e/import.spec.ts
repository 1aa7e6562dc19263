/**
 * Spreadsheet import, in the browser: on the players list an admin opens "Import", chooses a CSV saved by a
 * Spanish Excel (semicolons, dd/mm/yyyy) with one bad row, sees the preview with the error on its cell and the
 * counts, and cannot confirm; chooses the fixed file, confirms, and the players are in the list, on the team named in
 * the file. The file's extra column is a warning to acknowledge, and a team the league lacks is created with one tick
 * (decision 0041). At 390×844 and 1440×900, in Spanish and English; screenshots of the preview go to /tmp/shots/import.
 */
import fs from 'node:fs'
import { type Cookie, expect, type Page, test } from '@playwright/test'
import {
  apiPost,
  LANGS,
  type Lang,
  signUpThroughApi,
  t,
  toast,
  uniqueSuffix,
  VIEWPORTS,
  type ViewportName,
} from './helpers.ts'

const SHOTS = '/tmp/shots/import'
// two uploads, a confirm and a third upload per test, on a shared two-core machine: more than the default minute
test.setTimeout(180_000)
let cookies: Cookie[]
let organizationId: string

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext()
  const user = await signUpThroughApi(api, {
    prefix: 'import',
    displayName: 'Ana',
    organization: `Liga Importación ${uniqueSuffix()}`,
  })
  organizationId = user.organization?.id ?? ''
  await apiPost(api, `/api/orgs/${organizationId}/teams`, { name: 'Club Atlético Ñuñoa' })
  cookies = (await api.storageState()).cookies
  await api.dispose()
  fs.mkdirSync(SHOTS, { recursive: true })
})

/**
 * A Spanish Excel's CSV; `bad` puts an impossible birth date on the second player (row 3). Shirt numbers differ per
 * test: the tests share the team, and one team takes a number once.
 */
function csv(n: number, bad: boolean): Buffer {
  const rows = [
    'Nombre;Apellido;DNI;Fecha de nacimiento;Correo;Equipo;Dorsal;Posición;Observaciones',
    `José;Muñoz${n};4${n}123456;05/03/2001;jose${n}@example.com;club atletico ñuñoa;${n}1;st;capitán`,
    `Lucía;Peña${n};4${n}654321;${bad ? '31/02/2002' : '28/02/2002'};;Club Atlético Ñuñoa;${n}2;;`,
    `Raúl;Díaz${n};4${n}777888;;;Halcones ${n};5;Arquero;`,
  ]
  return Buffer.from(`${rows.join('\r\n')}\r\n`, 'utf8')
}

async function choose(page: Page, name: string, bytes: Buffer) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: bytes })
}

const CASES: [Lang, ViewportName][] = LANGS.flatMap((lang) => (['phone', 'laptop'] as const).map((v) => [lang, v]))

CASES.forEach(([lang, viewport], index) => {
  test.describe(`${lang} at ${VIEWPORTS[viewport].width}×${VIEWPORTS[viewport].height}`, () => {
    test.use({ viewport: VIEWPORTS[viewport], ...(viewport === 'phone' ? { hasTouch: true } : {}) })

    test('upload with a bad row → the error on its cell → the fixed file → confirm → the players are listed', async ({
      page,
      context,
    }) => {
      const n = index + 1
      await context.addCookies(cookies)
      await page.goto(`/${lang}/players`)
      await page.getByRole('button', { name: t(lang, 'imports.button') }).click()
      const dialog = page.getByRole('dialog', { name: t(lang, 'imports.players.title') })
      await expect(dialog.getByRole('link', { name: 'Excel (.xlsx)' })).toHaveAttribute(
        'href',
        `/api/orgs/${organizationId}/imports/players/template.xlsx?lang=${lang}`,
      )

      await choose(page, 'jugadores.csv', csv(n, true))
      const preview = dialog.getByRole('table', { name: t(lang, 'imports.preview') })
      const badCell = preview.locator('tr[data-row="3"] td[data-column="Fecha de nacimiento"]')
      await expect(badCell).toHaveAttribute('aria-invalid', 'true')
      await expect(badCell).toContainText('31/02/2002')
      await expect(badCell).toContainText(
        lang === 'es'
          ? 'Escribe la fecha como AAAA-MM-DD o DD/MM/AAAA.'
          : 'Write the date as YYYY-MM-DD or DD/MM/YYYY.',
      )
      await expect(preview.locator('tr[data-row="2"] td[aria-invalid]')).toHaveCount(0)
      await expect(dialog.getByText(t(lang, 'imports.summary.create', { count: '1' }), { exact: true })).toBeVisible()
      await expect(dialog.getByText(t(lang, 'imports.summary.error', { count: '2' }), { exact: true })).toBeVisible()
      await expect(
        dialog.getByText(
          lang === 'es'
            ? '«Observaciones» no se importará: la importación no conoce esa columna.'
            : '“Observaciones” will not be imported: the import does not know this column.',
        ),
      ).toBeVisible()
      const confirm = dialog.getByRole('button', { name: t(lang, 'imports.confirm') })
      await expect(confirm).toBeDisabled()
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      await page.screenshot({ path: `${SHOTS}/preview-${lang}-${viewport}.png`, animations: 'disabled', caret: 'hide' })

      await choose(page, 'jugadores.csv', csv(n, false))
      await expect(dialog.getByText(t(lang, 'imports.summary.error', { count: '1' }), { exact: true })).toBeVisible()
      await dialog.getByRole('checkbox', { name: t(lang, 'imports.create_teams', { count: '1' }) }).check()
      await expect(dialog.getByText(t(lang, 'imports.summary.create', { count: '3' }), { exact: true })).toBeVisible()
      await expect(preview.locator('td[aria-invalid]')).toHaveCount(0)
      // the left-out column must be acknowledged before the import can be confirmed
      await expect(confirm).toBeDisabled()
      await dialog.getByRole('checkbox', { name: t(lang, 'imports.accept_warnings') }).check()
      await confirm.click()
      await expect(toast(page, lang, t(lang, 'imports.done', { create: '3', update: '0' }))).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(page.getByText(`Muñoz${n}`).first()).toBeVisible()
      await expect(page.getByText(`Peña${n}`).first()).toBeVisible()

      // the same file again: nothing to do
      await page.getByRole('button', { name: t(lang, 'imports.button') }).click()
      await choose(page, 'jugadores.csv', csv(n, false))
      await expect(
        dialog.getByText(t(lang, 'imports.summary.unchanged', { count: '3' }), { exact: true }),
      ).toBeVisible()
      await expect(confirm).toBeDisabled()
    })
  })
})
