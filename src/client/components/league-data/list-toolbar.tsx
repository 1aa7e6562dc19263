import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Above every list: the search box (server-side, as you type), other filters, and "show deleted". */
export function ListToolbar({
  searchLabel,
  text,
  onTextChange,
  deleted,
  onDeletedChange,
  filters,
}: {
  searchLabel: string
  text: string
  onTextChange: (text: string) => void
  deleted: boolean
  onDeletedChange: (deleted: boolean) => void
  filters?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Box
      role="search"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2 },
        mb: 2.5,
      }}
    >
      <TextField
        type="search"
        label={searchLabel}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        size="small"
        autoComplete="off"
        sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {filters}
      <Chip
        icon={<DeleteOutlinedIcon />}
        label={t('lists.show_deleted')}
        color={deleted ? 'primary' : 'default'}
        variant={deleted ? 'filled' : 'outlined'}
        onClick={() => onDeletedChange(!deleted)}
        aria-pressed={deleted}
        sx={{ height: 40, borderRadius: '20px', px: 0.5 }}
      />
    </Box>
  )
}
