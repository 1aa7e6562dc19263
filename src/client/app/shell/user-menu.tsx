import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import type { Me } from '#client/lib/session/session-api.ts'
import { useSignOut } from '#client/lib/session/use-session-actions.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

export function UserMenu({ me }: { me: Me }) {
  const { t } = useTranslation()
  const signOut = useSignOut()
  const navigate = useNavigate()
  const localize = useLocalize()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const name = me.user.displayName || me.user.email
  const initial = name.slice(0, 1).toUpperCase()

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={t('shell.user_menu', { name })}
        sx={{ borderRadius: 999, px: { xs: 0.5, sm: 1 }, minWidth: 0, gap: 1 }}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: 15, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {initial}
        </Avatar>
        <Box
          component="span"
          sx={{
            display: { xs: 'none', lg: 'inline' },
            maxWidth: 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {me.user.email}
          </Typography>
        </Box>
        <Divider />
        {me.hasPlayerRecords ? (
          // a member who also plays: their own page and card (decision 0045)
          <MenuItem component={RouterLink} to={localize('/me')} onClick={() => setAnchor(null)}>
            <ListItemText>{t('player_accounts.title')}</ListItemText>
          </MenuItem>
        ) : null}
        <MenuItem component={RouterLink} to={localize('/settings')} onClick={() => setAnchor(null)}>
          <ListItemText>{t('nav.settings')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={async () => {
            setAnchor(null)
            await signOut().catch(() => undefined)
            navigate(localize(''), { replace: true })
          }}
        >
          <ListItemText>{t('shell.sign_out')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  )
}
