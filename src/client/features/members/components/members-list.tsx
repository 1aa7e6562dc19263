import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { RoleChip } from '#client/components/role-chip.tsx'
import { visuallyHidden } from '#client/components/visually-hidden.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { formatDate } from '#client/lib/formatters.ts'
import type { OrganizationRole } from '#client/lib/session/session-api.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { Member } from '../api/members-api.ts'
import { useMemberMutations, useMembers } from '../hooks/use-members.ts'
import { MemberTeamsDialog } from './member-teams-dialog.tsx'
import { RoleSelect } from './role-select.tsx'

function memberName(member: Member): string {
  return member.displayName || member.name || member.email
}

function initials(text: string): string {
  const parts = text.split(/[\s@.]+/).filter(Boolean)
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?'
}

/** Members of the organization: a table from `md` up, cards on phones; admins change roles and remove people. */
export function MembersList({
  organizationId,
  canManage,
  currentUserId,
}: {
  organizationId: string
  canManage: boolean
  currentUserId: string
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const theme = useTheme()
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true })
  const members = useMembers(organizationId)
  const { changeRole, remove } = useMemberMutations(organizationId)
  const [toRemove, setToRemove] = useState<Member | null>(null)
  const [teamsOf, setTeamsOf] = useState<Member | null>(null)

  const onRoleChange = (member: Member, role: OrganizationRole) => {
    // a delegate needs their teams in the same change (decision 0039)
    if (role === 'delegate') {
      setTeamsOf(member)
      return
    }
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          toast.success(t('members.role_changed', { name: memberName(member), role: t(`roles.${role}`) })),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    )
  }

  const onConfirmRemove = () => {
    if (!toRemove) return
    remove.mutate(toRemove.userId, {
      onSuccess: () => {
        toast.success(t('members.removed', { name: memberName(toRemove) }))
        setToRemove(null)
      },
      onError: (error) => {
        toast.error(errorMessage(t, error))
        setToRemove(null)
      },
    })
  }

  if (members.isPending) {
    return (
      <Stack spacing={1}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={56} />
        ))}
      </Stack>
    )
  }
  if (members.isError) return <FormError message={errorMessage(t, members.error)} />

  const items = members.data
  const roleControl = (member: Member) => (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {canManage ? (
        <RoleSelect
          label={t('members.role_of', { name: memberName(member) })}
          value={member.role}
          disabled={changeRole.isPending}
          onChange={(role) => role !== member.role && onRoleChange(member, role)}
        />
      ) : (
        <RoleChip role={member.role} />
      )}
      {member.role === 'delegate' ? (
        <Typography variant="body2" color="text.secondary">
          {t('members.teams.of', { teams: member.teams.map((team) => team.name).join(', ') })}
          {canManage ? (
            <Button size="small" onClick={() => setTeamsOf(member)} sx={{ ml: 1 }}>
              {t('members.teams.change')}
            </Button>
          ) : null}
        </Typography>
      ) : null}
    </Stack>
  )
  const removeButton = (member: Member) =>
    canManage ? (
      <Button color="error" size="small" onClick={() => setToRemove(member)}>
        {member.userId === currentUserId ? t('members.leave') : t('members.remove')}
      </Button>
    ) : null

  return (
    <>
      {isWide ? (
        <Card>
          <Table aria-label={t('members.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('members.columns.name')}</TableCell>
                <TableCell>{t('members.columns.role')}</TableCell>
                <TableCell>{t('members.columns.joined')}</TableCell>
                {canManage ? (
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      {t('common.actions')}
                    </Box>
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((member) => (
                <TableRow key={member.userId}>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <Avatar sx={{ width: 36, height: 36, fontSize: 14 }}>{initials(memberName(member))}</Avatar>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600 }}>
                          {memberName(member)}
                          {member.userId === currentUserId ? ` (${t('members.you')})` : ''}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" noWrap>
                          {member.email}
                        </Typography>
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell>{roleControl(member)}</TableCell>
                  <TableCell>{formatDate(member.joinedAt, lang)}</TableCell>
                  {canManage ? <TableCell align="right">{removeButton(member)}</TableCell> : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('members.title')}>
          {items.map((member) => (
            <Card component="li" key={member.userId} sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
                <Avatar sx={{ width: 40, height: 40 }}>{initials(memberName(member))}</Avatar>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {memberName(member)}
                    {member.userId === currentUserId ? ` (${t('members.you')})` : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {member.email}
                  </Typography>
                </Box>
              </Box>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                  flexWrap: 'wrap',
                }}
              >
                {roleControl(member)}
                <Typography variant="body2" color="text.secondary">
                  {t('members.joined_on', { date: formatDate(member.joinedAt, lang) })}
                </Typography>
                {removeButton(member)}
              </Box>
            </Card>
          ))}
        </Stack>
      )}
      <MemberTeamsDialog
        organizationId={organizationId}
        member={teamsOf}
        name={teamsOf ? memberName(teamsOf) : ''}
        onClose={() => setTeamsOf(null)}
      />
      <ConfirmDialog
        open={toRemove !== null}
        title={t('members.remove_title')}
        description={t('members.remove_description', { name: toRemove ? memberName(toRemove) : '' })}
        confirmLabel={t('members.remove')}
        isDestructive
        isPending={remove.isPending}
        onConfirm={onConfirmRemove}
        onClose={() => setToRemove(null)}
      />
    </>
  )
}
