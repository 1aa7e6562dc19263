import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useToast } from '#client/lib/toasts/use-toast.ts'

/** The backup codes, shown once: a list to copy or download before "Done" (the server keeps them encrypted). */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation()
  const toast = useToast()
  const text = `${codes.join('\n')}\n`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      toast.success(t('settings.two_factor.codes_copied'))
    } catch {
      toast.error(t('settings.two_factor.copy_failed'))
    }
  }
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'league-portal-backup-codes.txt'
    link.click()
    URL.revokeObjectURL(url)
  }

  return (
    <Stack spacing={2} role="region" aria-labelledby="backup-codes-title">
      <Typography id="backup-codes-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('settings.two_factor.codes_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('settings.two_factor.codes_help')}
      </Typography>
      <Box
        component="ul"
        aria-label={t('settings.two_factor.codes_title')}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: 15,
          borderRadius: '12px',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {t('settings.two_factor.copy_codes')}
        </Button>
        <Button variant="outlined" onClick={download}>
          {t('settings.two_factor.download_codes')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('settings.two_factor.codes_saved')}
        </Button>
      </Stack>
    </Stack>
  )
}
