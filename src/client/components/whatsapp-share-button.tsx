import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import Button from '@mui/material/Button'
import { whatsAppShareUrl } from '#client/lib/public-links.ts'

/**
 * Opens WhatsApp (the app on a phone, WhatsApp Web elsewhere) with `text` written, for the league's groups: a round or a
 * result with its public link (decision 0047).
 */
export function WhatsAppShareButton({
  text,
  label,
  children,
  variant = 'text',
}: {
  text: string
  /** the accessible name, when the button's text alone does not say what is shared */
  label?: string
  children: string
  variant?: 'text' | 'outlined'
}) {
  return (
    <Button
      size={variant === 'text' ? 'small' : 'medium'}
      variant={variant}
      startIcon={<WhatsAppIcon />}
      href={whatsAppShareUrl(text)}
      target="_blank"
      rel="noopener"
      aria-label={label}
    >
      {children}
    </Button>
  )
}
