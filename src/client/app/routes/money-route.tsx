import LockIcon from '@mui/icons-material/Lock'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { BackLink } from '#client/components/back-link.tsx'
import { EmptyState } from '#client/components/empty-state.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { PageLoader } from '#client/components/page-loader.tsx'
import { MoneyPage } from '#client/features/money/components/money-page.tsx'
import { CheckoutReturn } from '#client/features/money/components/pay-online.tsx'
import { TeamAccount } from '#client/features/money/components/team-account.tsx'
import { fetchMyMembership, myTeamKeys } from '#client/features/my-team/api/my-team-api.ts'
import { useMembership } from '#client/lib/session/use-session.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import { NoOrganization } from './no-organization.tsx'

/**
 * `/:lang/money` and `/:lang/money/:teamId` (decision 0048): the league's money (money) for admins, managers and
 * treasurers; a delegate sees its own teams' accounts (its teams from my-team's membership read).
 */
export function MoneyRoute() {
  const { t } = useTranslation()
  const { organizationId, role, isAdmin, me } = useMembership()
  const { teamId } = useParams()
  const navigate = useNavigate()
  const localize = useLocalize()
  if (!organizationId || !me) return <NoOrganization />
  const handlesMoney = isAdmin || role === 'manager' || role === 'treasurer'
  if (role === 'delegate') return <DelegateAccounts organizationId={organizationId} userId={me.user.id} />
  if (!handlesMoney) {
    return (
      <EmptyState
        icon={<LockIcon />}
        title={t('route_error.forbidden.title')}
        description={t('route_error.forbidden.description')}
        headingLevel="h1"
      />
    )
  }
  if (teamId) {
    return (
      <>
        <BackLink to={localize('/money')} label={t('money.title')} />
        <TeamAccount key={teamId} organizationId={organizationId} teamId={teamId} canWrite />
      </>
    )
  }
  return <MoneyPage organizationId={organizationId} onOpenTeam={(id) => navigate(localize(`/money/${id}`))} />
}

function DelegateAccounts({ organizationId, userId }: { organizationId: string; userId: string }) {
  const { t } = useTranslation()
  // back from Mercado Pago or Stripe (decision 0053): the payment is confirmed when the provider's notification lands
  const checkoutId = useSearchParams()[0].get('checkout')
  const membership = useQuery({
    queryKey: myTeamKeys.member(organizationId, userId),
    queryFn: ({ signal }) => fetchMyMembership(organizationId, userId, signal),
  })
  if (membership.isPending) return <PageLoader />
  return (
    <>
      <PageHeader title={t('money.title')} />
      {checkoutId ? <CheckoutReturn organizationId={organizationId} checkoutId={checkoutId} /> : null}
      {(membership.data?.teamIds ?? []).map((id) => (
        <TeamAccount key={id} organizationId={organizationId} teamId={id} canWrite={false} />
      ))}
    </>
  )
}
