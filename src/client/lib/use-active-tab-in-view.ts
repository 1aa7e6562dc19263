import { type RefObject, useEffect } from 'react'

/**
 * Keeps the selected tab of a scrollable MUI `Tabs` wholly in view. MUI scrolls it into view once, when it mounts;
 * the scroll buttons that appear afterwards ("auto") and the web font swapping in both narrow the visible strip, which
 * left the selected tab cut to its first letter on a phone. This scrolls again after each of them, and once more when
 * MUI's own scrolling animation (300 ms) is over, since that animation would otherwise undo it.
 */
export function useActiveTabInView(root: RefObject<HTMLElement | null>, value: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value is what makes another tab the selected one
  useEffect(() => {
    const scroller = root.current?.querySelector<HTMLElement>('.MuiTabs-scroller')
    if (!scroller) return
    const reveal = () => {
      const tab = scroller.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      if (!tab) return
      const view = scroller.getBoundingClientRect()
      const box = tab.getBoundingClientRect()
      if (box.left < view.left) scroller.scrollLeft -= view.left - box.left
      else if (box.right > view.right) scroller.scrollLeft += box.right - view.right
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const revealNowAndAfterAnimation = () => {
      reveal()
      clearTimeout(timer)
      timer = setTimeout(reveal, 350)
    }
    revealNowAndAfterAnimation()
    let live = true
    document.fonts?.ready.then(() => live && revealNowAndAfterAnimation())
    const observer = new ResizeObserver(revealNowAndAfterAnimation)
    observer.observe(scroller)
    return () => {
      live = false
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [root, value])
}
