import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp']
export const LOGO_MAX_BYTES = 5 * 1024 * 1024

/** Checks a chosen logo file; returns a `validation.*` key or null. */
export function validateLogo(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'validation.image_type'
  if (file.size > LOGO_MAX_BYTES) return 'validation.image_size'
  return null
}

/** Pick a JPEG/PNG/WebP logo up to 5 MB, with a preview. */
export function LogoPicker({
  file,
  currentUrl,
  onChange,
  disabled,
  fallbackText,
}: {
  file: File | null
  currentUrl?: string | null
  onChange: (file: File | null) => void
  disabled?: boolean
  fallbackText: string
}) {
  const { t } = useTranslation()
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [previewUrl, setPreviewUrl] = useState<string | null>(null)

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null)
      return
    }
    const url = URL.createObjectURL(file)
    setPreviewUrl(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  const shown = previewUrl ?? currentUrl ?? undefined
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar
        src={shown}
        alt=""
        variant="rounded"
        sx={{ width: 72, height: 72, borderRadius: '20px', fontSize: 28, fontWeight: 700, bgcolor: 'primary.main' }}
      >
        {fallbackText.slice(0, 1).toUpperCase() || '?'}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={LOGO_TYPES.join(',')}
          hidden
          disabled={disabled}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null
            event.target.value = ''
            if (!chosen) return
            const problem = validateLogo(chosen)
            setError(problem)
            if (!problem) onChange(chosen)
          }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" size="small" disabled={disabled} onClick={() => inputRef.current?.click()}>
            {file || currentUrl ? t('logo.change') : t('logo.choose')}
          </Button>
          {file ? (
            <Button size="small" disabled={disabled} onClick={() => onChange(null)}>
              {t('logo.remove')}
            </Button>
          ) : null}
        </Box>
        <Typography
          variant="body2"
          color={error ? 'error' : 'text.secondary'}
          sx={{ mt: 0.75 }}
          role={error ? 'alert' : undefined}
        >
          {error ? t(error) : file ? file.name : t('logo.hint')}
        </Typography>
      </Box>
    </Box>
  )
}
