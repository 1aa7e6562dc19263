import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd'
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth'
import CreditCardIcon from '@mui/icons-material/CreditCard'
import DashboardIcon from '@mui/icons-material/Dashboard'
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents'
import GroupsIcon from '@mui/icons-material/Groups'
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined'
import HistoryIcon from '@mui/icons-material/History'
import HowToRegIcon from '@mui/icons-material/HowToReg'
import LeaderboardIcon from '@mui/icons-material/Leaderboard'
import PaymentsIcon from '@mui/icons-material/Payments'
import PeopleIcon from '@mui/icons-material/People'
import PlaceIcon from '@mui/icons-material/Place'
import SettingsIcon from '@mui/icons-material/Settings'
import ShieldIcon from '@mui/icons-material/Shield'
import SportsIcon from '@mui/icons-material/Sports'
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer'
import type { ReactNode } from 'react'
import type { Membership } from '#client/lib/session/use-session.ts'

export interface NavItem {
  key: string
  path: string
  icon: ReactNode
  group: 'league' | 'organization' | 'account'
  isVisible?: (membership: Membership) => boolean
}

/** Sidebar of docs/product.md "Chrome", plus the league page and super admin. */
export const NAV_ITEMS: NavItem[] = [
  { key: 'dashboard', path: '/dashboard', icon: <DashboardIcon />, group: 'league' },
  {
    key: 'my_team',
    path: '/my-team',
    icon: <AssignmentIndIcon />,
    group: 'league',
    // a delegate's own page (decision 0039)
    isVisible: (membership) => membership.role === 'delegate',
  },
  {
    key: 'my_games',
    path: '/my-games',
    icon: <SportsIcon />,
    group: 'league',
    // a referee's own page (decision 0050)
    isVisible: (membership) => membership.role === 'referee',
  },
  { key: 'tournaments', path: '/tournaments', icon: <EmojiEventsIcon />, group: 'league' },
  { key: 'teams', path: '/teams', icon: <ShieldIcon />, group: 'league' },
  { key: 'players', path: '/players', icon: <SportsSoccerIcon />, group: 'league' },
  {
    key: 'requests',
    path: '/requests',
    icon: <HowToRegIcon />,
    group: 'league',
    isVisible: (membership) => membership.isSuperAdmin || membership.role === 'admin' || membership.role === 'manager',
  },
  { key: 'leaderboards', path: '/leaderboards', icon: <LeaderboardIcon />, group: 'league' },
  {
    key: 'schedule',
    path: '/schedule',
    icon: <CalendarMonthIcon />,
    group: 'league',
    isVisible: (membership) => membership.isAdmin || membership.role === 'manager',
  },
  { key: 'locations', path: '/locations', icon: <PlaceIcon />, group: 'league' },
  {
    key: 'money',
    path: '/money',
    icon: <PaymentsIcon />,
    group: 'league',
    // league money (decision 0048): the roles that handle it, and a delegate for its own teams' accounts
    isVisible: (membership) =>
      membership.isAdmin || ['manager', 'treasurer', 'delegate'].includes(membership.role ?? ''),
  },
  {
    key: 'referees',
    path: '/referees',
    icon: <SportsIcon />,
    group: 'league',
    isVisible: (membership) => membership.isAdmin || membership.role === 'manager',
  },
  { key: 'league', path: '/league', icon: <GroupsIcon />, group: 'organization' },
  {
    key: 'users',
    path: '/users',
    icon: <PeopleIcon />,
    group: 'organization',
    // the organization's people are no delegate's business (decision 0039)
    isVisible: (membership) => membership.role !== 'delegate',
  },
  {
    key: 'audit',
    path: '/audit',
    icon: <HistoryIcon />,
    group: 'organization',
    isVisible: (membership) => membership.isAdmin,
  },
  {
    key: 'billing',
    path: '/subscription',
    icon: <CreditCardIcon />,
    group: 'organization',
    isVisible: (membership) => membership.isAdmin,
  },
  { key: 'settings', path: '/settings', icon: <SettingsIcon />, group: 'account' },
  { key: 'help', path: '/help', icon: <HelpOutlineIcon />, group: 'account' },
  {
    key: 'super_admin',
    path: '/super-admin',
    icon: <AdminPanelSettingsIcon />,
    group: 'account',
    isVisible: (membership) => membership.isSuperAdmin,
  },
]
