/**
 * A prerendered page (scripts/vite-prerender.ts) shows its static copy in `#prerendered` until the app has something
 * of its own to show: the app renders into a hidden `#root` and, the first time `#root` holds content that is not the
 * page loader, the copy goes and `#root` appears in the same frame (a mutation observer's callback runs before the
 * next paint). What the visitor typed into the copy meanwhile, and the focus, move to the app's fields. No hydration:
 * the copy is never reused, so it cannot disagree with the app (theme, session, query). A signed-in visitor is sent
 * the plain page by the server, so a prerendered copy is only ever a signed-out page; a signed-in page's copy is the
 * snapshot of it that index.html painted from this device's storage (lib/offline/page-snapshot.ts), swapped the same
 * way (and its style rules removed with it).
 * A button pressed in the copy (on a slow phone, before the app has run) is pressed again on the app's button in the
 * same place once the app has taken over: "Use a link instead", or the form's submit after typing. Without that the
 * press was lost, and a submit sent the copy's form as a plain GET that reloaded the page and dropped what was typed.
 */
const copy = typeof document === 'undefined' ? null : document.getElementById('prerendered')

/** Whether this page load started from a prerendered copy (the first page skips its enter animation then). */
export const startedPrerendered = copy !== null

const FIELDS = 'input, textarea'

/** Sets a React-controlled field's value the way typing does (the value setter, then an `input` event). */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** The copy's fields and the app's are the same form in the same order: carry values and focus across by position. */
function carryFields(from: HTMLElement, to: HTMLElement) {
  const typed = [...from.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS)]
  const fields = [...to.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS)]
  if (typed.length !== fields.length) return () => undefined
  const focused = typed.indexOf(document.activeElement as HTMLInputElement | HTMLTextAreaElement)
  typed.forEach((field, i) => {
    const target = fields[i]
    if (!target || target.type !== field.type) return
    if (field.type === 'checkbox' || field.type === 'radio') {
      if ((field as HTMLInputElement).checked !== (target as HTMLInputElement).checked) target.click()
    } else if (field.value && field.value !== target.value) {
      typeInto(target, field.value)
    }
  })
  return () => fields[focused]?.focus()
}

/**
 * Keeps the last button pressed in the copy (its place among the copy's buttons and its text) and stops what it
 * would do there; returns a function that presses the app's button in that place, if it reads the same.
 */
function carryPress(from: HTMLElement, to: HTMLElement) {
  let pressed: { index: number; text: string | null } | null = null
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest('button')
    if (!button || !from.contains(button)) return
    event.preventDefault()
    pressed = { index: [...from.querySelectorAll('button')].indexOf(button), text: button.textContent }
  }
  // Enter in a field submits the form: its default button is clicked (and kept above), the submission itself stopped
  const onSubmit = (event: SubmitEvent) => event.preventDefault()
  from.addEventListener('click', onClick)
  from.addEventListener('submit', onSubmit)
  return () => {
    from.removeEventListener('click', onClick)
    from.removeEventListener('submit', onSubmit)
    if (!pressed) return
    const target = to.querySelectorAll('button')[pressed.index]
    // after the carried fields' input events have been handled
    if (target && target.textContent === pressed.text) setTimeout(() => target.click(), 0)
  }
}

/**
 * A snapshot of a signed-in page (lib/offline/page-snapshot.ts) gives way after this long even if the app has not
 * rendered its page yet (a chunk that cannot load with no signal): it is inert, and must not stand in for the app.
 */
export const SNAPSHOT_TIMEOUT = 10_000

declare global {
  interface Window {
    /** index.html's snapshot script: resolves once it has painted the page last seen, or decided not to */
    snapshotSettled?: Promise<void>
  }
}

export function swapInWhenReady(root: HTMLElement): void {
  // the snapshot of a signed-in page may be painted after this module ran (once the session is confirmed)
  const copy = document.getElementById('prerendered')
  if (!copy) return
  // the picture of a signed-in page painted by index.html: inert, nothing was typed into it
  const isSnapshot = copy.dataset.snapshot !== undefined
  root.hidden = true
  const isReady = () => root.childElementCount > 0 && root.querySelector('[role="progressbar"]') === null
  const replayPress = isSnapshot ? () => undefined : carryPress(copy, root)
  const swap = () => {
    observer.disconnect()
    clearTimeout(timer)
    const refocus = isSnapshot ? () => undefined : carryFields(copy, root)
    copy.remove()
    document.getElementById('prerendered-style')?.remove()
    root.hidden = false
    refocus()
    replayPress()
  }
  const observer = new MutationObserver(() => {
    if (isReady()) swap()
  })
  const timer = isSnapshot ? setTimeout(swap, SNAPSHOT_TIMEOUT) : undefined
  observer.observe(root, { childList: true, subtree: true })
}
