/**
 * A prerendered page (scripts/vite-prerender.ts) shows its static copy in `#prerendered` until the app has something
 * of its own to show: the app renders into a hidden `#root` and, the first time `#root` holds content that is not the
 * page loader, the copy goes and `#root` appears in the same frame (a mutation observer's callback runs before the
 * next paint). What the visitor typed into the copy meanwhile, and the focus, move to the app's fields. No hydration:
 * the copy is never reused, so it cannot disagree with the app (theme, session, query). A signed-in visitor is sent
 * the plain page by the server, so the copy is only ever a signed-out page.
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
  const focused = typed.findIndex((field) => field === document.activeElement)
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

export function swapInWhenReady(root: HTMLElement): void {
  if (!copy) return
  root.hidden = true
  const isReady = () => root.childElementCount > 0 && root.querySelector('[role="progressbar"]') === null
  const observer = new MutationObserver(() => {
    if (!isReady()) return
    observer.disconnect()
    const refocus = carryFields(copy, root)
    copy.remove()
    root.hidden = false
    refocus()
  })
  observer.observe(root, { childList: true, subtree: true })
}
