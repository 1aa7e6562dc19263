import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { UnsavedChangesDialog } from '#client/components/unsaved-changes-dialog.tsx'
import type { VersionedForm } from '#client/lib/league-data/use-versioned-form.ts'
import { ConflictPanel, type FormatValue } from './conflict-panel.tsx'
import { MergedNotice } from './entity-actions.tsx'

/**
 * The frame of an edit form (use-versioned-form.ts): title, the conflict panel when someone else changed the item,
 * the fields, and Save / Discard for those who may write (a read-only note for the others).
 */
export function EditFormCard<V extends FieldValues, E extends { version: number }>({
  title,
  versioned,
  labels,
  format,
  canWrite,
  children,
}: {
  title: string
  versioned: VersionedForm<V, E>
  labels: Record<string, string>
  format?: FormatValue
  canWrite: boolean
  children: ReactNode
}) {
  const { t } = useTranslation()
  const { conflict } = versioned
  return (
    <Card component="section" sx={{ p: { xs: 2, sm: 2.5, md: 3.5 } }}>
      <Stack component="form" noValidate onSubmit={versioned.submit} spacing={2.5} aria-label={title}>
        <Typography variant="h4" component="h2">
          {title}
        </Typography>
        {conflict ? (
          <ConflictPanel
            source={conflict.source}
            comparisons={versioned.comparisons}
            labels={labels}
            format={format}
            onKeepMine={() => void versioned.keepMine()}
            onDiscardMine={versioned.discardMine}
            isPending={versioned.isSaving}
          />
        ) : null}
        {versioned.wasMerged && !conflict ? <MergedNotice onClose={versioned.dismissMerged} /> : null}
        <FormError message={versioned.formError} />
        {children}
        <UnsavedChangesDialog when={canWrite && versioned.isDirty && !versioned.isSaving} />
        {canWrite ? (
          conflict ? null : (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" loading={versioned.isSaving} disabled={!versioned.isDirty}>
                {t('common.save')}
              </Button>
              <Button onClick={versioned.reset} disabled={!versioned.isDirty || versioned.isSaving}>
                {t('common.discard')}
              </Button>
            </Box>
          )
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('lists.read_only')}
          </Typography>
        )}
      </Stack>
    </Card>
  )
}
