import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ThemeGlyph } from '#client/components/theme-glyph.tsx'
import { useThemeMode } from '#client/components/theme-mode-switch.tsx'
import { THEME_MODES } from '#client/lib/theme.ts'

export function ThemeMenu() {
  const { t } = useTranslation()
  const [mode, setMode] = useThemeMode()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  return (
    <>
      <IconButton
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('theme.label_with_current', { current: t(`theme.${mode}`) })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
      >
        <ThemeGlyph mode={mode} />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {THEME_MODES.map((option) => (
          <MenuItem
            key={option}
            selected={option === mode}
            onClick={() => {
              setMode(option)
              setAnchor(null)
            }}
          >
            <ListItemIcon>
              <ThemeGlyph mode={option} />
            </ListItemIcon>
            <ListItemText>{t(`theme.${option}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
