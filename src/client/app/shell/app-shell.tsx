import MenuIcon from '@mui/icons-material/Menu'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import { useTheme } from '@mui/material/styles'
import Toolbar from '@mui/material/Toolbar'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { LanguageSwitch } from '#client/components/language-switch.tsx'
import { PageLoader } from '#client/components/page-loader.tsx'
import { VerifyEmailBanner } from '#client/features/auth/components/verify-email-banner.tsx'
import { BillingNotices } from '#client/features/billing/components/billing-notices.tsx'
import { NotificationBell } from '#client/features/notifications/components/notification-bell.tsx'
import { PendingCardChecks } from '#client/features/player-cards/components/pending-card-checks.tsx'
import { setLeagueCountry } from '#client/lib/i18n.ts'
import { setLeagueTimeZone } from '#client/lib/league-time-zone.ts'
import { useLiveUpdates } from '#client/lib/live/use-live-updates.ts'
import { useOrganization } from '#client/lib/session/use-organization.ts'
import { useConfig, useMembership } from '#client/lib/session/use-session.ts'
import { PageTransition } from '../layouts/page-transition.tsx'
import { OfflineBanner } from './offline-banner.tsx'
import { OrganizationSelector } from './organization-selector.tsx'
import { Sidebar } from './sidebar.tsx'
import { SyncStatus } from './sync-status.tsx'
import { ThemeMenu } from './theme-menu.tsx'
import { UserMenu } from './user-menu.tsx'

export const DRAWER_WIDTH = 264

/** The signed-in app: sidebar (a temporary drawer below `md`, permanent from `md`), top bar and the page. */
export function AppShell() {
  const { t } = useTranslation()
  const theme = useTheme()
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true })
  const [isDrawerOpen, setIsDrawerOpen] = useState(false)
  // The phone's drawer is mounted when first opened, then kept: mounted hidden from the start, its slide measures the
  // page (a forced layout) in the first render, some 60 ms on a slow phone before the page can paint (decision 0028).
  const [hasDrawerOpened, setHasDrawerOpened] = useState(false)
  if (isDrawerOpen && !hasDrawerOpened) setHasDrawerOpened(true)
  // The phone's drawer closes once a link has taken the user elsewhere, not on the tap itself: a navigation held by
  // an unsaved form's question (use-unsaved-changes.ts) leaves the drawer open under the question.
  const { key: locationKey } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (its key), closing the drawer
  useEffect(() => setIsDrawerOpen(false), [locationKey])
  const membership = useMembership()
  const config = useConfig()
  const { me } = membership
  // One live-updates stream for the active organization; closed on switch and on sign-out (me → null).
  useLiveUpdates(me ? membership.organizationId : null)
  const organization = useOrganization(me ? membership.organizationId : null)
  // before the pages render: every date they show or send is in the league's time zone (decision 0020)
  setLeagueTimeZone(organization.data?.timeZone)
  // Argentine leagues read Argentine Spanish (decision 0025); known once the organization is
  const country = organization.data ? (organization.data.leagues[0]?.country ?? null) : undefined
  useEffect(() => {
    if (country !== undefined) void setLeagueCountry(country)
  }, [country])
  if (!me) return <PageLoader fullScreen />

  const sidebar = <Sidebar membership={membership} version={config.data?.version} />
  const paperSx = {
    width: DRAWER_WIDTH,
    boxSizing: 'border-box',
    borderRight: 1,
    borderColor: 'divider',
    bgcolor: 'background.paper',
  } as const

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          ml: { md: `${DRAWER_WIDTH}px` },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'color-mix(in srgb, var(--lp-palette-background-default) 82%, transparent)',
          backdropFilter: 'blur(10px)',
        }}
      >
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
          {isDesktop ? null : (
            <IconButton
              color="inherit"
              edge="start"
              onClick={() => setIsDrawerOpen(true)}
              aria-label={t('shell.open_menu')}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>
            <OrganizationSelector me={me} />
          </Box>
          <SyncStatus />
          <NotificationBell />
          <LanguageSwitch compact />
          <ThemeMenu />
          <UserMenu me={me} />
        </Toolbar>
      </AppBar>
      <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {isDesktop ? (
          <Drawer variant="permanent" open slotProps={{ paper: { sx: paperSx } }}>
            {sidebar}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={isDrawerOpen}
            onClose={() => setIsDrawerOpen(false)}
            ModalProps={{ keepMounted: hasDrawerOpened }}
            // the open drawer is a dialog: it is named after the navigation it holds
            slotProps={{ paper: { sx: paperSx, 'aria-label': t('shell.navigation') } }}
          >
            {sidebar}
          </Drawer>
        )}
      </Box>
      <Box
        component="main"
        id="main"
        sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 5 }, pt: { xs: 10, sm: 11 }, pb: 6 }}
      >
        <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
          <OfflineBanner />
          <PendingCardChecks organizationId={membership.organizationId} />
          <VerifyEmailBanner />
          <BillingNotices />
          <PageTransition>
            <Outlet />
          </PageTransition>
        </Box>
      </Box>
    </Box>
  )
}
