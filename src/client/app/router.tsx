import { lazy, Suspense } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { PageLoader } from '#client/components/page-loader.tsx'
import { loadAppMessages } from '#client/lib/i18n.ts'
import { offlineReady } from '#client/lib/offline/offline-boot.ts'
import { LangLayout } from './layouts/lang-layout.tsx'
import { LocaleRedirect } from './layouts/locale-redirect.tsx'
import type { LeagueSectionName } from './routes/league-sections.ts'
import { SessionGate } from './session-gate.tsx'

/**
 * Every page is its own lazy chunk, so the sign-in page loads only the entry, the public layout and its form.
 * Layout components come from lazy modules as well (the shell with its icons never loads on the sign-in page).
 */
/** Every page but the sign-in page needs the `app` part of the messages too (locales/locale-parts.ts). */
async function withAppMessages<T>(load: Promise<T>): Promise<T> {
  const [module] = await Promise.all([load, loadAppMessages()])
  return module
}

// Rendered only when something fails: loaded on demand.
const LazyRouteError = lazy(async () => ({ default: (await import('./route-error.tsx')).RouteError }))
function RouteErrorBoundary() {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <LazyRouteError />
    </Suspense>
  )
}

/** League data (seasons, tournaments, teams, players, locations): each section routes its own pages. */
const leagueSection = (section: LeagueSectionName): RouteObject => ({
  path: `${section}/*`,
  lazy: async () => ({ Component: await (await import('./routes/league-sections.ts')).LEAGUE_SECTIONS[section]() }),
})

export const routes: RouteObject[] = [
  {
    path: '/:lang',
    Component: LangLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: () => <PageLoader fullScreen />,
    children: [
      {
        Component: SessionGate,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/public-layout.tsx')).PublicLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/sign-in-route.tsx')).SignInRoute }),
              },
              {
                path: 'signup',
                lazy: async () => ({
                  Component: (await withAppMessages(import('./routes/sign-up-route.tsx'))).SignUpRoute,
                }),
              },
              {
                path: 'forgot-password',
                lazy: async () => ({
                  Component: (await withAppMessages(import('./routes/forgot-password-route.tsx'))).ForgotPasswordRoute,
                }),
              },
              {
                path: 'reset-password',
                lazy: async () => ({
                  Component: (await withAppMessages(import('./routes/reset-password-route.tsx'))).ResetPasswordRoute,
                }),
              },
              {
                path: 'invitations/:token',
                lazy: async () => ({
                  Component: (await withAppMessages(import('./routes/invitation-route.tsx'))).InvitationRoute,
                }),
              },
              {
                path: 'player-invitations/:token',
                lazy: async () => ({
                  Component: (await withAppMessages(import('./routes/player-invitation-route.tsx')))
                    .PlayerInvitationRoute,
                }),
              },
            ],
          },
          {
            // the player's card, without the league's shell (decision 0046)
            path: 'me/players/:id/card',
            lazy: async () => ({
              Component: (await withAppMessages(import('./routes/player-card-route.tsx'))).PlayerCardRoute,
            }),
          },
          {
            path: 'email-verified',
            lazy: async () => ({
              Component: (await withAppMessages(import('./routes/email-verified-route.tsx'))).EmailVerifiedRoute,
            }),
          },
          {
            path: 'terms',
            lazy: async () => ({ Component: (await withAppMessages(import('./routes/terms-route.tsx'))).TermsRoute }),
          },
          {
            // My page (decision 0045): a player's own records, without the admin sidebar
            path: 'me',
            lazy: async () => ({
              Component: (await withAppMessages(import('./layouts/onboarding-layout.tsx'))).OnboardingLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/my-page-route.tsx')).MyPageRoute }),
              },
            ],
          },
          {
            path: 'onboarding',
            lazy: async () => ({
              Component: (await withAppMessages(import('./layouts/onboarding-layout.tsx'))).OnboardingLayout,
            }),
            children: [
              {
                path: 'user',
                lazy: async () => ({
                  Component: (await import('./routes/onboarding-user-route.tsx')).OnboardingUserRoute,
                }),
              },
              {
                path: 'league',
                lazy: async () => ({
                  Component: (await import('./routes/onboarding-league-route.tsx')).OnboardingLeagueRoute,
                }),
              },
            ],
          },
          {
            // the shell's offline banner, sync badge and game sheet use the offline module: started before they render
            lazy: async () => {
              const [shell] = await Promise.all([withAppMessages(import('./shell/app-shell.tsx')), offlineReady()])
              return { Component: shell.AppShell }
            },
            children: [
              {
                path: 'dashboard',
                lazy: async () => ({ Component: (await import('./routes/dashboard-route.tsx')).DashboardRoute }),
              },
              {
                path: 'subscription',
                lazy: async () => ({ Component: (await import('./routes/subscription-route.tsx')).SubscriptionRoute }),
              },
              {
                path: 'users',
                lazy: async () => ({ Component: (await import('./routes/users-route.tsx')).UsersRoute }),
              },
              {
                path: 'my-team',
                lazy: async () => ({ Component: (await import('./routes/my-team-route.tsx')).MyTeamRoute }),
              },
              {
                path: 'my-games',
                lazy: async () => ({ Component: (await import('./routes/my-games-route.tsx')).MyGamesRoute }),
              },
              {
                path: 'referees',
                lazy: async () => ({ Component: (await import('./routes/referees-route.tsx')).RefereesRoute }),
              },
              {
                path: 'schedule',
                lazy: async () => ({ Component: (await import('./routes/schedule-route.tsx')).ScheduleRoute }),
              },
              {
                path: 'requests',
                lazy: async () => ({ Component: (await import('./routes/requests-route.tsx')).RequestsRoute }),
              },
              {
                path: 'money/:teamId?',
                lazy: async () => ({ Component: (await import('./routes/money-route.tsx')).MoneyRoute }),
              },
              {
                path: 'audit',
                lazy: async () => ({ Component: (await import('./routes/audit-route.tsx')).AuditRoute }),
              },
              {
                path: 'league',
                lazy: async () => ({ Component: (await import('./routes/league-route.tsx')).LeagueRoute }),
              },
              {
                path: 'settings',
                lazy: async () => ({ Component: (await import('./routes/settings-route.tsx')).SettingsRoute }),
              },
              { path: 'help', lazy: async () => ({ Component: (await import('./routes/help-route.tsx')).HelpRoute }) },
              {
                path: 'super-admin',
                lazy: async () => ({ Component: (await import('./routes/super-admin-route.tsx')).SuperAdminRoute }),
              },
              leagueSection('tournaments'),
              leagueSection('teams'),
              leagueSection('players'),
              leagueSection('leaderboards'),
              leagueSection('locations'),
              leagueSection('seasons'),
              leagueSection('games'),
            ],
          },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found-route.tsx')).NotFoundRoute }) },
    ],
  },
  { path: '*', Component: LocaleRedirect },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
