import MailIcon from '@mui/icons-material/MailOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InvitePlayerDialog } from '#client/components/invite-player-dialog.tsx'
import { playerLabel } from '#client/lib/competition/competition-display.ts'
import type { fetchRoster } from '../api/my-team-api.ts'

type RosterEntry = Awaited<ReturnType<typeof fetchRoster>>['items'][number]

/**
 * The delegate's list of players: each with its state on the list (decision 0038) and its portal account (decision
 * 0045). A player approved on the list without an account gets "Invite to the portal", the staff's dialog; the
 * server answers the account state only for those players (decision 0039), so no button shows for the others.
 */
export function RosterList({
  organizationId,
  players,
  onInvited,
}: {
  organizationId: string
  players: RosterEntry[]
  /** after an invitation was sent: the list is read again (the player shows as invited) */
  onInvited: () => void
}) {
  const { t } = useTranslation()
  const [inviting, setInviting] = useState<RosterEntry | null>(null)
  return (
    <>
      <Stack component="ul" spacing={1} sx={{ pl: 0, m: 0, listStyle: 'none' }}>
        {players.map((p) => (
          <Stack
            component="li"
            key={p.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', minHeight: 40 }}
          >
            <div>
              <Typography>
                {playerLabel(p)}
                {p.status === 'approved' ? '' : ` · ${t(`my_team.roster.${p.status}`)}`}
              </Typography>
              {p.portalAccount === 'linked' || p.portalAccount === 'invited' ? (
                <Typography variant="body2" color="text.secondary">
                  {t(`my_team.roster.account_${p.portalAccount}`)}
                </Typography>
              ) : null}
            </div>
            {p.portalAccount === 'none' && p.status === 'approved' ? (
              <Button
                size="small"
                startIcon={<MailIcon />}
                aria-label={t('my_team.roster.invite_named', { name: `${p.firstname} ${p.lastname}`.trim() })}
                onClick={() => setInviting(p)}
              >
                {t('players.portal.invite')}
              </Button>
            ) : null}
          </Stack>
        ))}
      </Stack>
      {inviting ? (
        <InvitePlayerDialog
          organizationId={organizationId}
          playerId={inviting.id}
          defaultEmail={null}
          onClose={() => setInviting(null)}
          onSent={onInvited}
        />
      ) : null}
    </>
  )
}
