// @vitest-environment happy-dom
import { act, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Fees, feesProblems, NO_FEES } from '#client/lib/fees-form.ts'
import { byLabel, byText, click, renderRoutes, typeInto } from '#client/lib/testing/render.tsx'
import { AmountField } from './amount-field.tsx'
import { FeesFields } from './fees-fields.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('AmountField', () => {
  function Harness({ seen, initial }: { seen: (number | null)[]; initial: number | null }) {
    const [value, setValue] = useState<number | null>(initial)
    return (
      <>
        <AmountField
          label="Amount"
          value={value}
          currency="ARS"
          optional
          onChange={(amount) => {
            seen.push(amount)
            setValue(amount)
          }}
        />
        <button type="button" onClick={() => setValue(2_500)}>
          reset
        </button>
      </>
    )
  }

  async function mount(at: '/en' | '/es', initial: number | null = 150_050) {
    const seen: (number | null)[] = []
    const view = await renderRoutes([{ path: '/:lang', element: <Harness seen={seen} initial={initial} /> }], { at })
    return { view, seen, input: byLabel(view.container, 'Amount (ARS)') }
  }

  it('shows minor units as the reader types them and hands on minor units', async () => {
    const { view, seen, input } = await mount('/es')
    expect(input.value).toBe('1500,50')
    expect(input.getAttribute('inputmode')).toBe('decimal')
    await typeInto(input, '1.234,5')
    expect(seen.at(-1)).toBe(123_450)
    await typeInto(input, '')
    expect(seen.at(-1)).toBeNull()
    await view.unmount()
  })

  it('says at once what cannot be read, and hands on NaN', async () => {
    const { view, seen, input } = await mount('/en')
    expect(input.value).toBe('1500.50')
    await typeInto(input, '12.345')
    expect(seen.at(-1)).toBeNaN()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(byText(view.container, 'Too many decimals for this currency.')).toBeDefined()
    await typeInto(input, '-3')
    expect(byText(view.container, 'Enter an amount of 0 or more, such as 1500.50.')).toBeDefined()
    await typeInto(input, '7')
    expect(input.getAttribute('aria-invalid')).toBe('false')
    expect(seen.at(-1)).toBe(700)
    await view.unmount()
  })

  it('takes a value set from outside', async () => {
    const { view, input } = await mount('/en', null)
    expect(input.value).toBe('')
    const reset = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'reset')
    if (!reset) throw new Error('reset')
    await click(reset)
    expect(input.value).toBe('25')
    await view.unmount()
  })
})

/** A switch inside its FormControlLabel (no `for`: the label wraps the input). */
function switchLabelled(container: HTMLElement, text: string): HTMLInputElement {
  const label = [...container.querySelectorAll('label')].find((element) => element.textContent?.trim() === text)
  const input = label?.querySelector('input[type="checkbox"]')
  if (!(input instanceof HTMLInputElement)) throw new Error(`No switch labelled ${text}`)
  return input
}

describe('FeesFields', () => {
  function Harness({ onFees }: { onFees: (fees: Fees) => void }) {
    const [fees, setFees] = useState<Fees>({ ...NO_FEES, registration: 50_000 })
    return (
      <FeesFields
        value={fees}
        currency="EUR"
        errors={feesProblems(fees)}
        onChange={(next) => {
          onFees(next)
          setFees(next)
        }}
      />
    )
  }

  it('sets every fee in units, the walkover switch and the line-up block, and tells the form what is wrong', async () => {
    let fees: Fees = NO_FEES
    const view = await renderRoutes([{ path: '/:lang', element: <Harness onFees={(next) => (fees = next)} /> }])
    const { container } = view
    expect(
      byText(
        container,
        'In the league’s currency. Changes apply to later events only: charges already posted keep their amounts.',
      ),
    ).toBeDefined()
    expect(byLabel(container, 'Registration (EUR)').value).toBe('500')
    await typeInto(byLabel(container, 'Per game (EUR)'), '80')
    await typeInto(byLabel(container, 'Yellow card (EUR)'), '5.50')
    await typeInto(byLabel(container, 'Walkover fine (EUR)'), '200')
    expect(fees).toMatchObject({ registration: 50_000, perGame: 8_000, yellow: 550, walkoverFine: 20_000 })

    const walkoverSwitch = switchLabelled(container, 'The winner of a walkover pays the game fee too')
    await click(walkoverSwitch)
    expect(fees.perGameOnWalkoverWin).toBe(true)

    expect(() => byLabel(container, 'Owing more than (EUR)')).toThrow()
    await click(switchLabelled(container, 'Teams that owe money cannot line up'))
    expect(fees.blockLineupOver).toBe(0)
    await typeInto(byLabel(container, 'Owing more than (EUR)'), '1000')
    expect(fees.blockLineupOver).toBe(100_000)

    await typeInto(byLabel(container, 'Red card (EUR)'), 'ten')
    expect(fees.red).toBeNaN()
    expect(feesProblems(fees)).toEqual({ red: 'validation.required' })
    await typeInto(byLabel(container, 'Red card (EUR)'), '30')
    expect(feesProblems(fees)).toEqual({})
    await act(async () => view.unmount())
  })

  it('refuses what the server would: negative, fractions of a minor unit, over the bound', () => {
    expect(feesProblems({ ...NO_FEES, yellow: -1, red: 1.5, perGame: 10_000_000_001 })).toEqual({
      yellow: 'validation.too_small',
      red: 'validation.integer',
      perGame: 'validation.too_big',
    })
  })
})
