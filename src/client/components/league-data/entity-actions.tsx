import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import RestoreIcon from '@mui/icons-material/Restore'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'

/** "Delete" with a confirmation; a soft delete, so the text says it can be restored. */
export function DeleteButton({
  name,
  onConfirm,
  isPending,
  size = 'medium',
}: {
  name: string
  onConfirm: () => Promise<unknown> | undefined
  isPending: boolean
  size?: 'small' | 'medium'
}) {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <Button color="error" size={size} startIcon={<DeleteOutlineIcon />} onClick={() => setIsOpen(true)}>
        {t('lists.delete')}
      </Button>
      <ConfirmDialog
        open={isOpen}
        title={t('lists.delete_title', { name })}
        description={t('lists.delete_description')}
        confirmLabel={t('lists.delete')}
        isDestructive
        isPending={isPending}
        onConfirm={async () => {
          try {
            await onConfirm()
          } finally {
            setIsOpen(false)
          }
        }}
        onClose={() => setIsOpen(false)}
      />
    </>
  )
}

export function RestoreButton({
  onRestore,
  isPending,
  size = 'small',
  label,
}: {
  onRestore: () => void
  isPending: boolean
  size?: 'small' | 'medium'
  label?: string
}) {
  const { t } = useTranslation()
  return (
    <Button
      size={size}
      variant="outlined"
      startIcon={<RestoreIcon />}
      onClick={(event) => {
        event.stopPropagation()
        onRestore()
      }}
      loading={isPending}
      aria-label={label}
    >
      {t('lists.restore')}
    </Button>
  )
}

/** On the page of a deleted item: says so, and offers the restore to those who may write. */
export function DeletedBanner({
  canWrite,
  onRestore,
  isPending,
}: {
  canWrite: boolean
  onRestore: () => void
  isPending: boolean
}) {
  const { t } = useTranslation()
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2.5, borderRadius: '16px', alignItems: 'center' }}
      action={canWrite ? <RestoreButton onRestore={onRestore} isPending={isPending} /> : undefined}
    >
      {canWrite ? t('lists.deleted_banner') : t('lists.deleted_banner_read_only')}
    </Alert>
  )
}

/** Someone else's changes were merged into the form while the user was typing (their own edits stay). */
export function MergedNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert severity="info" onClose={onClose} sx={{ borderRadius: '16px' }}>
      {t('live.merged')}
    </Alert>
  )
}
