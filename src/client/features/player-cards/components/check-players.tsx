import CameraIcon from '@mui/icons-material/QrCodeScanner'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reasonText } from '#client/lib/competition/eligibility-text.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { type CheckOutcome, useCardCheck } from '../hooks/use-card-check.ts'
import { decodeQr } from '../lib/decode-qr.ts'

function Outcome({ outcome }: { outcome: CheckOutcome }) {
  const { t } = useTranslation()
  const lang = useLang()
  if (outcome.kind === 'refused') {
    return (
      <Box
        role="status"
        data-testid="check-outcome"
        sx={{ bgcolor: 'error.main', color: 'error.contrastText', p: 3, borderRadius: 3 }}
      >
        <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
          {t('player_cards.check.invalid')}
        </Typography>
        <Typography variant="h6" component="p">
          {t(`errors.${outcome.code}`)}
        </Typography>
      </Box>
    )
  }
  const palette = outcome.eligible ? 'success' : 'error'
  return (
    <Box
      role="status"
      data-testid="check-outcome"
      sx={{ bgcolor: `${palette}.main`, color: `${palette}.contrastText`, p: 3, borderRadius: 3 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={outcome.photoUrl ?? undefined}
          alt=""
          variant="rounded"
          sx={{ width: 80, height: 100, fontSize: 36 }}
        >
          {outcome.name.slice(0, 1)}
        </Avatar>
        <Box>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
            {outcome.eligible ? t('player_cards.check.can_play') : t('player_cards.check.cannot_play')}
          </Typography>
          <Typography variant="h6" component="p">
            {outcome.name}
            {outcome.number !== null ? ` · #${outcome.number}` : ''}
          </Typography>
        </Box>
      </Stack>
      {outcome.reasons.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 3, fontSize: 20 }}>
          {outcome.reasons.map((reason) => (
            <li key={reason.code}>{reasonText(t, lang, reason)}</li>
          ))}
        </Box>
      ) : null}
      {outcome.isOffline ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('player_cards.check.offline_note')}
        </Typography>
      ) : null}
    </Box>
  )
}

/** The camera's stream in a video element, each frame read for a QR every few hundred milliseconds. */
function useCameraScan(isOpen: boolean, onToken: (token: string) => void) {
  const video = useRef<HTMLVideoElement>(null)
  const [isCameraOff, setIsCameraOff] = useState(false)
  const last = useRef<{ token: string; at: number } | null>(null)
  useEffect(() => {
    if (!isOpen) return
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setInterval> | null = null
    let isStopped = false
    let isBusy = false
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      } catch {
        setIsCameraOff(true)
        return
      }
      if (isStopped || !video.current) return
      video.current.srcObject = stream
      await video.current.play().catch(() => undefined)
      timer = setInterval(async () => {
        const element = video.current
        if (isBusy || !element || element.readyState < 2) return
        isBusy = true
        const token = await decodeQr(element).catch(() => null)
        isBusy = false
        // the same card held in front of the camera is checked once every few seconds, not on every frame
        if (!token || (last.current?.token === token && Date.now() - last.current.at < 4000)) return
        last.current = { token, at: Date.now() }
        onToken(token)
      }, 400)
    })()
    return () => {
      isStopped = true
      if (timer) clearInterval(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [isOpen, onToken])
  return { video, isCameraOff }
}

/** "Check players" on a game's sheet (decision 0046): the camera or a picture of a card, and a big answer per scan. */
export function CheckPlayersButton({
  organizationId,
  gameId,
  delegateTeamIds,
}: {
  organizationId: string
  gameId: string
  /** a delegate's teams: the button shows only at their teams' games (staff: left out) */
  delegateTeamIds?: string[]
}) {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  const isPhone = useMediaQuery('(max-width:600px)')
  const checker = useCardCheck(organizationId, gameId)
  const { check } = checker
  const { video, isCameraOff } = useCameraScan(isOpen, check)
  const [isUnreadable, setIsUnreadable] = useState(false)

  const fromPicture = async (file: File | undefined) => {
    if (!file) return
    setIsUnreadable(false)
    const token = await decodeQr(file)
    if (token) await check(token)
    else setIsUnreadable(true)
  }

  const sides = checker.eligibility ? [checker.eligibility.home.teamId, checker.eligibility.away.teamId] : []
  if (delegateTeamIds && !sides.some((teamId) => delegateTeamIds.includes(teamId))) return null
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', my: 1 }}>
        <Button variant="outlined" startIcon={<CameraIcon />} onClick={() => setIsOpen(true)}>
          {t('player_cards.check.open')}
        </Button>
      </Box>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} fullScreen={isPhone} fullWidth maxWidth="sm">
        <DialogTitle>{t('player_cards.check.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {checker.outcome ? <Outcome outcome={checker.outcome} /> : null}
            <Box
              component="video"
              ref={video}
              muted
              playsInline
              aria-label={t('player_cards.check.camera')}
              sx={{
                width: '100%',
                maxHeight: 320,
                bgcolor: 'common.black',
                borderRadius: 2,
                display: isCameraOff ? 'none' : 'block',
              }}
            />
            {isCameraOff ? <Alert severity="info">{t('player_cards.check.no_camera')}</Alert> : null}
            {isUnreadable ? <Alert severity="warning">{t('player_cards.check.unreadable')}</Alert> : null}
            {!checker.isReady ? <Alert severity="info">{t('player_cards.check.loading')}</Alert> : null}
            {checker.pendingCount > 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('player_cards.check.pending', { count: checker.pendingCount })}
              </Typography>
            ) : null}
            <Button component="label" variant="outlined">
              {t('player_cards.check.from_picture')}
              <input
                hidden
                type="file"
                accept="image/*"
                data-testid="card-picture"
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  event.target.value = ''
                  void fromPicture(file)
                }}
              />
            </Button>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsOpen(false)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
