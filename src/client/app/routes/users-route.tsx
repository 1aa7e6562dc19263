import PersonAddIcon from '@mui/icons-material/PersonAdd'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#client/components/page-header.tsx'
import { InvitationsList } from '#client/features/members/components/invitations-list.tsx'
import { InviteMemberDialog } from '#client/features/members/components/invite-member-dialog.tsx'
import { MembersList } from '#client/features/members/components/members-list.tsx'
import { useMembership } from '#client/lib/session/use-session.ts'
import { NoOrganization } from './no-organization.tsx'

/** `/:lang/users`: members and invitations; only admins see the controls. */
export function UsersRoute() {
  const { t } = useTranslation()
  const { organizationId, isAdmin, me } = useMembership()
  const [isInviteOpen, setIsInviteOpen] = useState(false)
  if (!organizationId || !me) return <NoOrganization />

  return (
    <>
      <PageHeader
        title={t('members.title')}
        subtitle={t('members.subtitle')}
        actions={
          isAdmin ? (
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setIsInviteOpen(true)}>
              {t('members.invite.open')}
            </Button>
          ) : undefined
        }
      />
      <MembersList organizationId={organizationId} canManage={isAdmin} currentUserId={me.user.id} />
      {isAdmin ? (
        <Box component="section" aria-labelledby="invitations-title" sx={{ mt: 5 }}>
          <Typography id="invitations-title" variant="h4" component="h2" sx={{ mb: 2 }}>
            {t('members.invitations.title')}
          </Typography>
          <InvitationsList organizationId={organizationId} />
          <InviteMemberDialog
            organizationId={organizationId}
            open={isInviteOpen}
            onClose={() => setIsInviteOpen(false)}
          />
        </Box>
      ) : null}
    </>
  )
}
