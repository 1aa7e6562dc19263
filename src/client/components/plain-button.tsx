import Box from '@mui/material/Box'
import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'contained' | 'outlined' | 'text'
  size?: 'small' | 'medium' | 'large'
  fullWidth?: boolean
  loading?: boolean
  startIcon?: ReactNode
  /** `inherit` takes the text color around it (top bars). */
  tone?: 'primary' | 'inherit'
}

const HEIGHT = { small: 32, medium: 40, large: 48 }

/**
 * A button drawn with a plain <button>, looking like the theme's MUI Button. The entry chunk and the sign-in page
 * use it so they do not load MUI's Button, ButtonBase, ripple and progress (about 7 KB gzip).
 */
export function PlainButton({
  variant = 'text',
  size = 'medium',
  fullWidth = false,
  loading = false,
  startIcon,
  tone = 'primary',
  disabled,
  children,
  type = 'button',
  ...rest
}: PlainButtonProps) {
  const color = tone === 'inherit' ? 'inherit' : 'var(--lp-palette-primary-main)'
  return (
    <Box
      component="button"
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
      sx={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        width: fullWidth ? '100%' : undefined,
        minHeight: HEIGHT[size],
        px: size === 'small' ? 1.25 : 2.25,
        border: variant === 'outlined' ? 1 : 0,
        borderColor:
          variant === 'outlined' ? 'color-mix(in srgb, var(--lp-palette-primary-main) 50%, transparent)' : undefined,
        borderRadius: 999,
        bgcolor: variant === 'contained' ? 'primary.main' : 'transparent',
        color: variant === 'contained' ? 'primary.contrastText' : color,
        font: 'inherit',
        fontSize: size === 'small' ? 13 : 15,
        fontWeight: 600,
        lineHeight: 1.2,
        cursor: 'pointer',
        transition: 'background-color 0.15s ease-out, box-shadow 0.15s ease-out',
        '&:hover': {
          bgcolor: variant === 'contained' ? 'primary.dark' : 'color-mix(in srgb, currentColor 8%, transparent)',
        },
        '&:focus-visible': { outline: '2px solid var(--lp-palette-primary-main)', outlineOffset: 2 },
        '&:disabled': { cursor: 'default', opacity: loading ? 1 : 0.5 },
        '& > .plain-button-label': {
          visibility: loading ? 'hidden' : 'visible',
          display: 'inline-flex',
          gap: 1,
          alignItems: 'center',
        },
      }}
    >
      <span className="plain-button-label">
        {startIcon}
        {children}
      </span>
      {loading ? (
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            position: 'absolute',
            width: 20,
            height: 20,
            borderRadius: '50%',
            border: 2,
            borderColor: 'currentColor',
            borderTopColor: 'transparent',
            '@keyframes plain-button-spin': { to: { transform: 'rotate(360deg)' } },
            animation: 'plain-button-spin 0.7s linear infinite',
          }}
        />
      ) : null}
    </Box>
  )
}
