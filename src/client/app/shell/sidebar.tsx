import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { NavLink, useLocation } from 'react-router'
import { AppLogo } from '#client/components/app-logo.tsx'
import type { Membership } from '#client/lib/session/use-session.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import { splitLocalePath } from '#domain/navigation/locale-path.ts'
import { DisputedReportsBadge, RequestsBadge } from './nav-count-badge.tsx'
import { NAV_ITEMS, type NavItem } from './nav-items.tsx'

const GROUPS: NavItem['group'][] = ['league', 'organization', 'account']

export function Sidebar({
  membership,
  version,
  onNavigate,
}: {
  membership: Membership
  version?: string
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const { path: currentPath } = splitLocalePath(useLocation().pathname)
  const items = NAV_ITEMS.filter((item) => !item.isVisible || item.isVisible(membership))

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        component={NavLink}
        to={localize('/dashboard')}
        onClick={onNavigate}
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2.5,
          minHeight: 64,
          color: 'text.primary',
          textDecoration: 'none',
        }}
      >
        <AppLogo size={30} />
      </Box>
      <Box component="nav" aria-label={t('shell.navigation')} sx={{ flex: 1, overflowY: 'auto', px: 1.5, pb: 2 }}>
        {GROUPS.map((group) => {
          const groupItems = items.filter((item) => item.group === group)
          if (groupItems.length === 0) return null
          return (
            <List
              key={group}
              dense
              subheader={
                <ListSubheader
                  disableSticky
                  sx={{
                    bgcolor: 'transparent',
                    lineHeight: '32px',
                    fontWeight: 700,
                    fontSize: 12,
                    letterSpacing: '0.06em',
                    textTransform: 'uppercase',
                  }}
                >
                  {t(`nav.groups.${group}`)}
                </ListSubheader>
              }
            >
              {groupItems.map((item) => {
                const isActive = currentPath === item.path || currentPath.startsWith(`${item.path}/`)
                // each link in its own <li>: a <ul> holds list items only
                return (
                  <ListItem key={item.key} disablePadding>
                    <ListItemButton
                      component={NavLink}
                      to={localize(item.path)}
                      onClick={onNavigate}
                      selected={isActive}
                      aria-current={isActive ? 'page' : undefined}
                      sx={{
                        borderRadius: '12px',
                        mb: 0.25,
                        minHeight: 44,
                        '&.Mui-selected': {
                          bgcolor: 'color-mix(in srgb, var(--lp-palette-primary-main) 16%, transparent)',
                          color: 'primary.main',
                          '& .MuiListItemIcon-root': { color: 'primary.main' },
                        },
                        '&.Mui-selected:hover': {
                          bgcolor: 'color-mix(in srgb, var(--lp-palette-primary-main) 22%, transparent)',
                        },
                      }}
                    >
                      <ListItemIcon sx={{ minWidth: 38 }}>{item.icon}</ListItemIcon>
                      <ListItemText
                        primary={t(`nav.${item.key}`)}
                        slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 15 } } }}
                      />
                      {item.key === 'requests' && membership.organizationId ? (
                        <RequestsBadge organizationId={membership.organizationId} />
                      ) : null}
                      {item.key === 'referees' && membership.organizationId ? (
                        <DisputedReportsBadge organizationId={membership.organizationId} />
                      ) : null}
                    </ListItemButton>
                  </ListItem>
                )
              })}
            </List>
          )
        })}
      </Box>
      {version ? (
        <Typography variant="caption" color="text.secondary" sx={{ px: 3, pb: 2 }}>
          {t('shell.version', { version })}
        </Typography>
      ) : null}
    </Box>
  )
}
