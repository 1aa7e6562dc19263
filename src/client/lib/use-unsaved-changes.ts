import { useCallback, useEffect } from 'react'
import { type Blocker, type BlockerFunction, useBlocker } from 'react-router'

/**
 * Leaving a form with unsaved changes asks first (decision 0025): a navigation inside the app is held by React
 * Router's blocker (data routers only) until the user answers; a reload or closing the tab gets the browser's own
 * "Leave site?" prompt (beforeunload, whose text browsers do not let pages set). Pass `isDirty` false while saving, so
 * the form's own navigation after a save goes through. Render `UnsavedChangesDialog` for the answer, or use the
 * blocker returned. React Router honours one blocker at a time (the last one mounted): one guarded form per page, as
 * every page has today; a page with two would need one blocker fed by both.
 */
export function useUnsavedChanges(isDirty: boolean): Blocker {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [isDirty],
  )
  const blocker = useBlocker(shouldBlock)

  useEffect(() => {
    if (!isDirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // older Chromium and Safari still need returnValue set
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [isDirty])

  // held while the form had changes, and they are gone now (saved or discarded elsewhere): let it through
  useEffect(() => {
    if (blocker.state === 'blocked' && !isDirty) blocker.proceed()
  }, [blocker, isDirty])

  return blocker
}
