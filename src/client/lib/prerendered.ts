/**
 * A prerendered page (scripts/vite-prerender.ts) shows its static copy in `#prerendered` until the app has something
 * of its own to show: the app renders into a hidden `#root` and, the first time `#root` holds content that is not the
 * page loader, the copy goes and `#root` appears in the same frame (a mutation observer's callback runs before the
 * next paint). No hydration: the copy is never reused, so it cannot disagree with the app (theme, session, query).
 * A signed-in visitor is sent the plain page by the server, so the copy is only ever the signed-out page.
 */
const copy = typeof document === 'undefined' ? null : document.getElementById('prerendered')

/** Whether this page load started from a prerendered copy (the first page skips its enter animation then). */
export const startedPrerendered = copy !== null

export function swapInWhenReady(root: HTMLElement): void {
  if (!copy) return
  root.hidden = true
  const isReady = () => root.childElementCount > 0 && root.querySelector('[role="progressbar"]') === null
  const observer = new MutationObserver(() => {
    if (!isReady()) return
    observer.disconnect()
    copy.remove()
    root.hidden = false
  })
  observer.observe(root, { childList: true, subtree: true })
}
