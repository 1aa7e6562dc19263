import IosShareIcon from '@mui/icons-material/IosShare'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '#client/lib/toasts/use-toast.ts'

/**
 * Opens a share image drawn by the server (a round's or a game's portrait PNG): on a phone that can share files, the
 * system share sheet with the image (WhatsApp, Instagram…); elsewhere the image is downloaded.
 */
export function ShareImageButton({ url, filename, label }: { url: string; filename: string; label: string }) {
  const { t } = useTranslation()
  const toast = useToast()
  const [isPending, setIsPending] = useState(false)

  const share = async () => {
    setIsPending(true)
    try {
      const res = await fetch(url, { credentials: 'same-origin' })
      if (!res.ok) throw new Error(String(res.status))
      const file = new File([await res.blob()], filename, { type: 'image/png' })
      if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
        await navigator.share({ files: [file] }).catch((error: unknown) => {
          // the person closed the share sheet: nothing to report
          if (!(error instanceof DOMException && error.name === 'AbortError')) throw error
        })
      } else {
        const href = URL.createObjectURL(file)
        const link = document.createElement('a')
        link.href = href
        link.download = filename
        link.click()
        setTimeout(() => URL.revokeObjectURL(href), 10_000)
      }
    } catch (error) {
      toast.error(t('league.public_site.share_failed', { reason: error instanceof Error ? error.message : '' }))
    } finally {
      setIsPending(false)
    }
  }

  return (
    <Button size="small" startIcon={<IosShareIcon />} onClick={share} loading={isPending} aria-label={label}>
      {t('league.public_site.share')}
    </Button>
  )
}
