// @vitest-environment happy-dom
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { buttonByName, byLabel, click, renderRoutes, settle, typeInto } from '#client/lib/testing/render.tsx'
import { LockedReportBanner } from './locked-report.tsx'

let unmount: (() => Promise<void>) | null = null
afterEach(async () => {
  await unmount?.()
  unmount = null
})

const given: (string | null)[] = []

function Banner({ canCorrect }: { canCorrect: boolean }) {
  const [reason, setReason] = useState<string | null>(null)
  return (
    <LockedReportBanner
      canCorrect={canCorrect}
      reason={reason}
      onReason={(next) => {
        given.push(next)
        setReason(next)
      }}
    />
  )
}

async function render(canCorrect: boolean) {
  const view = await renderRoutes([{ path: '/:lang', element: <Banner canCorrect={canCorrect} /> }])
  unmount = view.unmount
  await settle()
  return view.container
}

describe('a locked match report (decision 0051)', () => {
  it('is only read by whoever may not correct it: the message, no button', async () => {
    const container = await render(false)
    expect(container.textContent).toContain('confirmed and locked')
    expect(() => buttonByName(container, 'Correct it')).toThrow()
  })

  it('asks an admin for the reason first (required), then shows it until they are done', async () => {
    given.length = 0
    const container = await render(true)
    await click(buttonByName(container, 'Correct it'))
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain('Why are you changing a locked report?')
    await click(buttonByName(dialog, 'Start correcting'))
    await settle(4)
    expect(given).toEqual([])
    expect(dialog.textContent).toContain('This field is required.')
    await typeInto(byLabel(dialog, 'Reason'), '  Goal given to the wrong player  ')
    await click(buttonByName(dialog, 'Start correcting'))
    await settle(6)
    expect(given).toEqual(['Goal given to the wrong player'])
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(container.textContent).toContain('Reason: Goal given to the wrong player')
    await click(buttonByName(container, 'Done'))
    expect(given).toEqual(['Goal given to the wrong player', null])
    expect(container.textContent).toContain('confirmed and locked')
  })
})
