import SearchOffIcon from '@mui/icons-material/SearchOff'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type RouteObject, Link as RouterLink, useRoutes } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { useMembership } from '#client/lib/session/use-session.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import { NoOrganization } from './no-organization.tsx'

function SectionNotFound() {
  const { t } = useTranslation()
  const localize = useLocalize()
  return (
    <EmptyState
      headingLevel="h1"
      icon={<SearchOffIcon />}
      title={t('lists.not_found')}
      description={t('lists.not_found_body')}
      actions={
        <Button component={RouterLink} to={localize('/dashboard')} variant="contained">
          {t('lists.back_to_dashboard')}
        </Button>
      }
    />
  )
}

/**
 * The pages of one league section (`/:lang/teams/*`…), routed inside its lazy module: the app's route table (in the
 * entry chunk, which the sign-in page loads) gets one line per section instead of one per page. `useRoutes` rather
 * than <Routes>, whose code would otherwise join the entry chunk.
 */
export function LeagueSection({ pages }: { pages: { path?: string; element: ReactNode }[] }) {
  const { organizationId } = useMembership()
  const routes: RouteObject[] = [
    ...pages.map(({ path, element }): RouteObject => (path ? { path, element } : { index: true, element })),
    { path: '*', element: <SectionNotFound /> },
  ]
  const page = useRoutes(routes)
  return organizationId ? page : <NoOrganization />
}
