import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import RestoreIcon from '@mui/icons-material/Restore'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'

/**
 * ⋮ → "Delete", with a confirmation; a soft delete, so the text says it can be restored. Destructive actions live in
 * this overflow menu, away from the page's navigation where a thumb lands (decision 0025).
 */
export function DeleteMenu({
  name,
  onConfirm,
  isPending,
}: {
  name: string
  onConfirm: () => Promise<unknown> | undefined
  isPending: boolean
}) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const menuId = useId()
  return (
    <>
      <IconButton
        aria-label={t('lists.more_actions', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 44, height: 44 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null)
            setIsOpen(true)
          }}
          sx={{ color: 'error.main', minHeight: 44 }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          {t('lists.delete')}
        </MenuItem>
      </Menu>
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
