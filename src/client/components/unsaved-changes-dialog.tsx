import { useTranslation } from 'react-i18next'
import { useUnsavedChanges } from '#client/lib/use-unsaved-changes.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'

/** Asks before leaving a form with unsaved changes (navigation, reload, closing the tab): use-unsaved-changes.ts. */
export function UnsavedChangesDialog({ when }: { when: boolean }) {
  const { t } = useTranslation()
  const blocker = useUnsavedChanges(when)
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      description={t('unsaved.body')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      isDestructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  )
}
