import PhotoCameraIcon from '@mui/icons-material/PhotoCamera'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LOGO_TYPES, validateLogo } from '#client/components/logo-picker.tsx'
import { uploadErrorMessage } from '#client/lib/error-message.ts'

/**
 * A team's picture or a player's photo: shows it, and (when allowed) uploads a new one as soon as it is chosen.
 * The file is checked here first (type, 5 MB: the server takes pictures and photos as it takes logos) and by content
 * on the server; either refusal is said in words.
 */
export function ImageUpload({
  imageUrl,
  fallback,
  alt,
  canEdit,
  onUpload,
  label,
  variant = 'rounded',
}: {
  imageUrl: string | null
  fallback: ReactNode
  alt: string
  canEdit: boolean
  onUpload: (file: File) => Promise<unknown>
  label: string
  variant?: 'rounded' | 'circular'
}) {
  const { t } = useTranslation()
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [isUploading, setIsUploading] = useState(false)

  const upload = async (file: File) => {
    const problem = validateLogo(file)
    if (problem) {
      setError(t(problem))
      return
    }
    setError(null)
    setIsUploading(true)
    try {
      await onUpload(file)
    } catch (uploadError) {
      setError(uploadErrorMessage(t, uploadError))
    } finally {
      setIsUploading(false)
    }
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
      <Avatar
        src={imageUrl ?? undefined}
        alt={alt}
        variant={variant}
        sx={{
          width: { xs: 72, sm: 88 },
          height: { xs: 72, sm: 88 },
          fontSize: 30,
          fontWeight: 700,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: variant === 'rounded' ? '22px' : '50%',
        }}
      >
        {fallback}
      </Avatar>
      {canEdit ? (
        <Box sx={{ minWidth: 0 }}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={LOGO_TYPES.join(',')}
            hidden
            aria-label={label}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void upload(file)
            }}
          />
          <Button
            variant="outlined"
            size="small"
            startIcon={<PhotoCameraIcon />}
            loading={isUploading}
            onClick={() => inputRef.current?.click()}
          >
            {label}
          </Button>
          <Typography
            variant="body2"
            color={error ? 'error' : 'text.secondary'}
            role={error ? 'alert' : undefined}
            sx={{ mt: 0.75 }}
          >
            {error ?? t('lists.image_hint')}
          </Typography>
        </Box>
      ) : null}
    </Box>
  )
}
