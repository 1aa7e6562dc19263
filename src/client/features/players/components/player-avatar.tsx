import Avatar from '@mui/material/Avatar'
import { fullName, initialsOf } from '#client/lib/league-data/display.ts'

export function PlayerAvatar({
  player,
  size = 40,
  full = false,
}: {
  player: { firstname: string; lastname: string; photoThumbUrl: string | null; photoUrl?: string | null }
  size?: number
  /** the full photo instead of the list thumbnail */
  full?: boolean
}) {
  return (
    <Avatar
      src={(full ? player.photoUrl : player.photoThumbUrl) ?? player.photoThumbUrl ?? undefined}
      alt=""
      slotProps={{ img: { loading: 'lazy' } }}
      sx={{ width: size, height: size, fontSize: size / 2.6, fontWeight: 700 }}
    >
      {initialsOf(fullName(player))}
    </Avatar>
  )
}
