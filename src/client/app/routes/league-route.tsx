import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { OnlinePaymentCard } from '#client/features/money/components/online-payment-card.tsx'
import { LeagueCupsCard } from '#client/features/organizations/components/league-cups-card.tsx'
import { OrganizationForm } from '#client/features/organizations/components/organization-form.tsx'
import { PublicSiteCard } from '#client/features/organizations/components/public-site-card.tsx'
import { CardKeysCard } from '#client/features/player-cards/components/card-keys-card.tsx'
import { LeagueTwoFactorCard } from '#client/features/two-factor/components/league-two-factor-card.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { useOrganization } from '#client/lib/session/use-organization.ts'
import { useMembership } from '#client/lib/session/use-session.ts'
import { NoOrganization } from './no-organization.tsx'

export function LeagueRoute() {
  const { t } = useTranslation()
  const { organizationId, isAdmin } = useMembership()
  const organization = useOrganization(organizationId)
  if (!organizationId) return <NoOrganization />

  return (
    <>
      <PageHeader title={t('league.title')} subtitle={t('league.subtitle')} />
      {organization.isPending ? (
        <Stack spacing={3}>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : organization.isError ? (
        <FormError message={errorMessage(t, organization.error)} />
      ) : (
        <Stack spacing={3}>
          <PublicSiteCard key={`public-${organization.data.id}`} organization={organization.data} canEdit={isAdmin} />
          <OrganizationForm key={organization.data.id} organization={organization.data} canEdit={isAdmin} />
          <LeagueCupsCard organization={organization.data} canEdit={isAdmin} />
          <LeagueTwoFactorCard organization={organization.data} canEdit={isAdmin} />
          {isAdmin ? <OnlinePaymentCard organizationId={organization.data.id} /> : null}
          {isAdmin ? <CardKeysCard organizationId={organization.data.id} /> : null}
        </Stack>
      )}
    </>
  )
}
