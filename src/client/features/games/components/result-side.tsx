import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardGlyph } from '#client/components/competition/competition-chips.tsx'
import type { GameSide } from '#client/lib/competition/competition-api.ts'
import { GOALS_MAX } from '#client/lib/competition/competition-constants.ts'
import { personName } from '#client/lib/competition/competition-display.ts'
import {
  parseMinute,
  playerGoals,
  playerMinutes,
  type ResultDraft,
  type RosterRow,
  rosterRows,
  type Side,
} from '../lib/result-draft.ts'
import { PlayerChips, type PlayerFlags, playerFlags } from './player-chips.tsx'

/** "23'": how a minute reads on the sheet. */
export const minuteText = (minute: number) => `${minute}'`

/** One goal's minute, typed (0–130); what is not a minute shows as an error and is not kept. */
function MinuteInput({
  value,
  label,
  onChange,
  testId,
}: {
  value: number | null
  label: string
  onChange: (minute: number | null) => void
  testId: string
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(value === null ? '' : String(value))
  useEffect(() => {
    setText((current) => (parseMinute(current) === value ? current : value === null ? '' : String(value)))
  }, [value])
  const isInvalid = text.trim() !== '' && parseMinute(text) === null
  return (
    <Box
      component="input"
      type="text"
      inputMode="numeric"
      placeholder={t('games.result.minute_placeholder')}
      aria-label={label}
      aria-invalid={isInvalid}
      title={isInvalid ? t('validation.minute_range') : undefined}
      data-testid={testId}
      value={text}
      maxLength={3}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        const next = event.target.value.replace(/[^\d]/g, '')
        setText(next)
        onChange(parseMinute(next))
      }}
      sx={{
        width: 44,
        height: 28,
        px: 0.5,
        font: 'inherit',
        fontSize: '0.875rem',
        textAlign: 'center',
        borderRadius: '8px',
        border: 1,
        borderColor: isInvalid ? 'error.main' : 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
        '&:focus': { outline: 2, outlineColor: 'primary.main', borderColor: 'transparent' },
      }}
    />
  )
}

function Stepper({
  value,
  label,
  onStep,
  disabled,
  testId,
}: {
  value: number
  label: string
  onStep: (delta: number) => void
  disabled?: boolean
  testId?: string
}) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, flexShrink: 0 }}>
      <IconButton
        aria-label={t('games.result.remove_goal', { name: label })}
        onClick={() => onStep(-1)}
        disabled={disabled || value <= 0}
        sx={{ width: 40, height: 40, visibility: value > 0 ? 'visible' : 'hidden' }}
      >
        <RemoveIcon />
      </IconButton>
      <Typography
        component="output"
        aria-label={t('games.result.goals_of', { name: label })}
        data-testid={testId}
        sx={{
          minWidth: 24,
          textAlign: 'center',
          fontWeight: 800,
          fontSize: '1.125rem',
          fontVariantNumeric: 'tabular-nums',
          color: value > 0 ? 'text.primary' : 'text.disabled',
        }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label={t('games.result.add_goal', { name: label })}
        onClick={() => onStep(1)}
        disabled={disabled || value >= GOALS_MAX}
        color="primary"
        sx={{ width: 40, height: 40, bgcolor: 'action.hover' }}
      >
        <AddIcon />
      </IconButton>
    </Box>
  )
}

function PlayerRow({
  player,
  side,
  goals,
  flags,
  canEdit,
  onStep,
  onCard,
  minutes,
  onMinute,
}: {
  player: RosterRow
  side: Side
  goals: number
  flags: PlayerFlags
  canEdit: boolean
  onStep: (delta: number) => void
  onCard: () => void
  minutes: readonly (number | null)[]
  onMinute: (index: number, minute: number | null) => void
}) {
  const { t } = useTranslation()
  const name = personName(player)
  const cards = flags.cards.get(player.id) ?? []
  const mark = flags.ineligible.get(player.id)
  const body = (
    <>
      <Box
        aria-hidden="true"
        sx={{
          width: 30,
          height: 30,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: '0.875rem',
          bgcolor: goals > 0 ? 'primary.main' : 'action.selected',
          color: goals > 0 ? 'primary.contrastText' : 'text.secondary',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {player.jerseyNumber ?? '–'}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Typography
            sx={{
              fontWeight: 600,
              fontSize: '0.9375rem',
              // one who may not play is greyed (the chip under it says why)
              color: mark ? 'text.secondary' : undefined,
              lineHeight: 1.25,
              minWidth: 0,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {name}
          </Typography>
          {cards.map((card) => (
            <CardGlyph key={card.id} type={card.type} size={14} />
          ))}
        </Box>
        {!canEdit && minutes.some((m) => m !== null) ? (
          <Typography variant="body2" color="text.secondary" data-testid={`minutes-${side}-${player.id}`}>
            {minutes
              .filter((m): m is number => m !== null)
              .map(minuteText)
              .join(', ')}
          </Typography>
        ) : null}
        <PlayerChips player={player} flags={flags} />
      </Box>
    </>
  )
  const minuteInputs =
    canEdit && goals > 0 ? (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', pl: 5, pb: 0.75, width: '100%' }}>
        <Typography variant="body2" color="text.secondary">
          {t('games.result.minutes')}
        </Typography>
        {Array.from({ length: Math.min(goals, 6) }, (_, index) => (
          <MinuteInput
            // biome-ignore lint/suspicious/noArrayIndexKey: one input per goal, in order
            key={index}
            value={minutes[index] ?? null}
            label={t('games.result.minute_of', { name, n: index + 1 })}
            onChange={(minute) => onMinute(index, minute)}
            testId={`minute-${side}-${player.id}-${index}`}
          />
        ))}
      </Box>
    ) : null
  return (
    <Box
      component="li"
      data-testid={`roster-${side}-${player.id}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 56, flexWrap: 'wrap' }}
    >
      {canEdit ? (
        <ButtonBase
          onClick={() => onStep(1)}
          disabled={goals >= GOALS_MAX}
          aria-label={t('games.result.tap_goal', { name })}
          sx={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            textAlign: 'left',
            gap: 1,
            py: 0.75,
            px: 0.25,
            borderRadius: '12px',
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          {body}
        </ButtonBase>
      ) : (
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1.25, py: 0.75, px: 0.5 }}>
          {body}
        </Box>
      )}
      {canEdit ? (
        <>
          <Stepper value={goals} label={name} onStep={onStep} testId={`goals-${side}-${player.id}`} />
          <IconButton aria-label={t('games.result.card_for', { name })} onClick={onCard} sx={{ width: 40, height: 40 }}>
            <StyleOutlinedIcon />
          </IconButton>
        </>
      ) : goals > 0 ? (
        <Typography sx={{ fontWeight: 800, pr: 1 }} aria-label={t('games.result.goals_of', { name })}>
          {goals}
        </Typography>
      ) : null}
      {minuteInputs}
    </Box>
  )
}

/**
 * One side of the result: the roster, where a tap on a player adds a goal (− and + beside it), the card button, and
 * the unassigned goals (own goals, unknown scorer). Read-only: the players who scored.
 */
export function ResultSide({
  side,
  data,
  draft,
  canEdit,
  onStepPlayer,
  onStepUnassigned,
  onCard,
  onMinute,
  ineligible,
}: {
  side: Side
  data: GameSide
  draft: ResultDraft
  canEdit: boolean
  onStepPlayer: (playerId: string, delta: number) => void
  onStepUnassigned: (delta: number) => void
  onCard: (player: RosterRow) => void
  onMinute: (playerId: string, index: number, minute: number | null) => void
  /** the players who may not play this game, with why (decision 0038) */
  ineligible?: ReadonlyMap<string, string>
}) {
  const { t } = useTranslation()
  const flags = playerFlags(data, ineligible)
  const all = rosterRows(data)
  const rows = canEdit ? all : all.filter((player) => playerGoals(draft, side, player.id) > 0)
  const unassigned = draft[side].unassigned
  return (
    <Box>
      {canEdit && all.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1.5 }}>
          {t('games.result.no_players')}
        </Typography>
      ) : null}
      {!canEdit && rows.length === 0 && unassigned === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t('games.result.no_goals')}
        </Typography>
      ) : null}
      <Box
        component="ul"
        aria-label={t('games.result.roster_of', { team: data.teamName })}
        sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {rows.map((player) => (
          <PlayerRow
            key={player.id}
            player={player}
            side={side}
            goals={playerGoals(draft, side, player.id)}
            flags={flags}
            canEdit={canEdit}
            onStep={(delta) => onStepPlayer(player.id, delta)}
            onCard={() => onCard(player)}
            minutes={playerMinutes(draft, side, player.id)}
            onMinute={(index, minute) => onMinute(player.id, index, minute)}
          />
        ))}
      </Box>
      {canEdit || unassigned > 0 ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            mt: 1,
            pt: 1,
            pl: 0.5,
            borderTop: 2,
            borderColor: 'divider',
            minHeight: 56,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('games.result.unassigned')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('games.result.unassigned_hint')}
            </Typography>
          </Box>
          {canEdit ? (
            <>
              <Stepper
                value={unassigned}
                label={t('games.result.unassigned_of', { team: data.teamName })}
                onStep={onStepUnassigned}
                testId={`unassigned-${side}`}
              />
              <Box sx={{ width: 40, flexShrink: 0 }} />
            </>
          ) : (
            <Typography sx={{ fontWeight: 800, pr: 1 }}>{unassigned}</Typography>
          )}
        </Box>
      ) : null}
    </Box>
  )
}
