import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { AppLogo } from '#client/components/app-logo.tsx'
import { BackLink } from '#client/components/back-link.tsx'
import { LanguageSwitch } from '#client/components/language-switch.tsx'
import { ThemeModeSwitchButton } from '#client/components/theme-mode-switch.tsx'
import { PlayerCardPage } from '#client/features/player-cards/components/player-card-page.tsx'
import { useLocalize } from '#client/lib/use-lang.ts'

/**
 * `/:lang/me/players/:id/card`: the player's card (decision 0046), full screen without the league's sidebar: a player
 * need not be a member of the league, and the card is what they show at the field (it can be added to the home screen,
 * and opens with no signal from the saved cache: lib/offline/query-persister.ts).
 */
export function PlayerCardRoute() {
  const { id = '' } = useParams()
  const { t } = useTranslation()
  const localize = useLocalize()
  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', px: 2, py: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', maxWidth: 440, mx: 'auto', mb: 1 }}
      >
        <AppLogo size={28} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LanguageSwitch />
          <ThemeModeSwitchButton />
        </Stack>
      </Stack>
      <Box sx={{ maxWidth: 440, mx: 'auto' }}>
        <BackLink to={localize('/me')} label={t('player_accounts.title')} />
      </Box>
      <PlayerCardPage key={id} playerId={id} />
    </Box>
  )
}
