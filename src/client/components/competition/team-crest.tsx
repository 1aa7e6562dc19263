import Avatar from '@mui/material/Avatar'
import { useTeamCrests } from '#client/lib/competition/use-team-crests.ts'

/** Up to two letters of a team's name, for a crest without a picture: "Deportivo Los Halcones" → "DL", "Pumas" → "PU". */
export function teamInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word))
  const [first = [], second] = words.map((word) => Array.from(word.replace(/[^\p{L}\p{N}]/gu, '')))
  const letters = second ? [first[0], second[0]] : first.slice(0, 2)
  return letters.join('').toLocaleUpperCase()
}

/**
 * A team's crest (decision 0025): the team's picture thumbnail (decision 0008), else a badge of its initials. Purely
 * decorative beside the team's name, so hidden from screen readers.
 */
export function TeamCrest({ teamId, name, size = 24 }: { teamId: string; name: string; size?: number }) {
  const crests = useTeamCrests()
  const url = crests.get(teamId) ?? null
  return (
    <Avatar
      aria-hidden="true"
      data-testid="team-crest"
      src={url ?? undefined}
      alt=""
      variant="circular"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        fontSize: Math.round(size * 0.42),
        fontWeight: 700,
        bgcolor: url ? 'transparent' : 'action.selected',
        color: 'text.secondary',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {teamInitials(name)}
    </Avatar>
  )
}
