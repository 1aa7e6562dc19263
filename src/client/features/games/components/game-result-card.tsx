import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import { useTheme } from '@mui/material/styles'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameCard, GameSheet } from '#client/lib/competition/competition-api.ts'
import type { GameSheetSave } from '../hooks/use-game-sheet-save.ts'
import { type IneligibleMarks, NO_MARKS } from '../lib/eligibility-marks.ts'
import { type RosterRow, SIDES, type Side, scoreOf } from '../lib/result-draft.ts'
import { ResultSide } from './result-side.tsx'
import { SideDiscipline } from './side-discipline.tsx'

interface SidePanelProps {
  game: GameSheet
  save: GameSheetSave
  side: Side
  isWide: boolean
  canEnter: boolean
  canRemoveCards: boolean
  onCard: (side: Side, player: RosterRow) => void
  onRemoveCard: (card: GameCard) => void
  marks?: IneligibleMarks
}

/** One side: its scorers (entered a tap per goal), then its cards, suspended players and warnings. */
function SidePanel(props: SidePanelProps) {
  const { game, save, side, isWide, canEnter, canRemoveCards, onCard, onRemoveCard, marks = NO_MARKS } = props
  const { editor } = save
  const score = scoreOf(editor.draft)
  return (
    <Box sx={{ minWidth: 0 }}>
      {isWide ? (
        <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
          {game[side].teamName}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            · {score[side]}
          </Box>
        </Typography>
      ) : null}
      <ResultSide
        side={side}
        data={save.shown[side]}
        draft={editor.draft}
        canEdit={canEnter}
        onStepPlayer={(playerId, delta) => editor.stepPlayer(side, playerId, delta)}
        onStepUnassigned={(delta) => editor.stepUnassigned(side, delta)}
        onCard={(player) => onCard(side, player)}
        onMinute={(playerId, index, minute) => editor.setMinute(side, playerId, index, minute)}
        ineligible={marks[side]}
      />
      <SideDiscipline
        data={game[side]}
        yellowCardsForSuspension={game.yellowCardsForSuspension}
        canRemoveCards={canRemoveCards}
        onRemoveCard={onRemoveCard}
      />
    </Box>
  )
}

/** The result of both sides: side by side on wide screens, one tab per side on phones. */
export function GameResultCard(props: Omit<SidePanelProps, 'side' | 'isWide'>) {
  const { t } = useTranslation()
  const theme = useTheme()
  const isWide = useMediaQuery(theme.breakpoints.up('md'))
  const [side, setSide] = useState<Side>('home')
  const score = scoreOf(props.save.editor.draft)
  return (
    <Card component="section" aria-label={t('games.result.title')} sx={{ p: { xs: 1, sm: 2.5 }, mb: 2 }}>
      {isWide ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4 }}>
          {SIDES.map((each) => (
            <SidePanel key={each} {...props} side={each} isWide />
          ))}
        </Box>
      ) : (
        <>
          <Tabs
            value={side}
            onChange={(_event, value: Side) => setSide(value)}
            variant="fullWidth"
            aria-label={t('games.result.sides')}
            sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            {SIDES.map((each) => (
              <Tab
                key={each}
                value={each}
                label={`${props.game[each].teamName} · ${score[each]}`}
                sx={{ minHeight: 52, fontWeight: 700, textTransform: 'none' }}
              />
            ))}
          </Tabs>
          <SidePanel key={side} {...props} side={side} isWide={false} />
        </>
      )}
    </Card>
  )
}
