import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import { useTheme } from '@mui/material/styles'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import type { CreateBracketInput } from '../api/brackets-api.ts'
import { moveItem, ZONE_KEYS } from '../lib/bracket-display.ts'

export type BracketZone = 'goldCup' | 'silverCup'
export type BracketSource = BracketZone | 'teams'

/**
 * Creates a bracket: from a qualifier zone of the standings (the server seeds it: group winners first, same-group
 * first-round pairs avoided), or from teams picked and ordered by hand (first = seed 1, arrows to reorder); then legs,
 * a two-legged final, a third-place game and away goals.
 */
export function CreateBracketDialog({
  zones,
  initialSource,
  teams,
  isPending,
  error,
  onCreate,
  onClose,
}: {
  /** the zones the tournament's settings define */
  zones: readonly BracketZone[]
  initialSource: BracketSource
  teams: readonly { id: string; name: string }[]
  isPending: boolean
  error: string | null
  onCreate: (body: CreateBracketInput) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const theme = useTheme()
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'))
  const [source, setSource] = useState<BracketSource>(initialSource)
  const [name, setName] = useState(initialSource === 'teams' ? '' : t(ZONE_KEYS[initialSource]))
  const [teamIds, setTeamIds] = useState<string[]>([])
  const [twoLegs, setTwoLegs] = useState(false)
  const [twoLegFinal, setTwoLegFinal] = useState(false)
  const [thirdPlace, setThirdPlace] = useState(false)
  const [awayGoals, setAwayGoals] = useState(false)
  const names = new Map(teams.map((team) => [team.id, team.name]))
  const available = teams.filter((team) => !teamIds.includes(team.id))

  const chooseSource = (next: BracketSource) => {
    if (next !== 'teams' && (name === '' || zones.some((zone) => name === t(ZONE_KEYS[zone])))) {
      setName(t(ZONE_KEYS[next]))
    }
    setSource(next)
  }
  const submit = () =>
    onCreate({
      name: name.trim(),
      ...(source === 'teams' ? { teamIds } : { from: { zone: source } }),
      legs: twoLegs ? 2 : 1,
      finalLegs: twoLegFinal ? 2 : 1,
      thirdPlace,
      awayGoals: (twoLegs || twoLegFinal) && awayGoals,
    })

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={isPhone} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('brackets.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <FormError message={error} /> : null}
          <TextField
            label={t('brackets.fields.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <Box>
            <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
              {t('brackets.fields.source')}
            </Typography>
            <RadioGroup value={source} onChange={(event) => chooseSource(event.target.value as BracketSource)}>
              {zones.map((zone) => (
                <FormControlLabel
                  key={zone}
                  value={zone}
                  control={<Radio />}
                  label={t('brackets.from_zone', { zone: t(ZONE_KEYS[zone]) })}
                />
              ))}
              <FormControlLabel value="teams" control={<Radio />} label={t('brackets.fields.by_hand')} />
            </RadioGroup>
            {source !== 'teams' ? (
              <Typography variant="body2" color="text.secondary">
                {t('brackets.zone_hint')}
              </Typography>
            ) : null}
          </Box>
          {source === 'teams' ? (
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('brackets.seed_hint')}
              </Typography>
              <Stack
                component="ol"
                spacing={0.5}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
                aria-label={t('brackets.seeds')}
              >
                {teamIds.map((teamId, index) => (
                  <Box
                    component="li"
                    key={teamId}
                    data-testid="bracket-seed"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 0.5,
                      pl: 1,
                      borderRadius: '10px',
                      bgcolor: 'action.hover',
                    }}
                  >
                    <Typography sx={{ width: 24, fontWeight: 700, color: 'text.secondary' }}>{index + 1}</Typography>
                    <Typography noWrap sx={{ flex: 1, minWidth: 0 }}>
                      {names.get(teamId)}
                    </Typography>
                    <IconButton
                      aria-label={t('brackets.move_up', { team: names.get(teamId) })}
                      disabled={index === 0}
                      onClick={() => setTeamIds(moveItem(teamIds, index, -1))}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('brackets.move_down', { team: names.get(teamId) })}
                      disabled={index === teamIds.length - 1}
                      onClick={() => setTeamIds(moveItem(teamIds, index, 1))}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('brackets.remove_team', { team: names.get(teamId) })}
                      onClick={() => setTeamIds(teamIds.filter((id) => id !== teamId))}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ))}
              </Stack>
              <TextField
                select
                fullWidth
                label={t('brackets.add_team')}
                value=""
                onChange={(event) => setTeamIds([...teamIds, event.target.value])}
                disabled={available.length === 0 || teamIds.length >= 64}
                sx={{ mt: 1 }}
              >
                {available.map((team) => (
                  <MenuItem key={team.id} value={team.id}>
                    {team.name}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          ) : null}
          <Stack>
            <FormControlLabel
              control={<Switch checked={twoLegs} onChange={(_, checked) => setTwoLegs(checked)} />}
              label={t('brackets.fields.two_legs')}
            />
            <FormControlLabel
              control={<Switch checked={twoLegFinal} onChange={(_, checked) => setTwoLegFinal(checked)} />}
              label={t('brackets.fields.two_leg_final')}
            />
            <FormControlLabel
              control={<Switch checked={thirdPlace} onChange={(_, checked) => setThirdPlace(checked)} />}
              label={t('brackets.fields.third_place')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={awayGoals}
                  disabled={!twoLegs && !twoLegFinal}
                  onChange={(_, checked) => setAwayGoals(checked)}
                />
              }
              label={t('brackets.fields.away_goals')}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          loading={isPending}
          disabled={name.trim() === '' || (source === 'teams' && teamIds.length < 2)}
        >
          {t('brackets.create')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
