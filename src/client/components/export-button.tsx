import DownloadIcon from '@mui/icons-material/FileDownloadOutlined'
import Button from '@mui/material/Button'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '#client/lib/use-lang.ts'

/**
 * "Export" with a menu of the two formats: a plain link to the API's spreadsheet (`<path>.csv` / `.xlsx`, in the
 * page's language), which the browser downloads with the session cookie.
 */
export function ExportButton({ organizationId, path }: { organizationId: string; path: string }) {
  const { t } = useTranslation()
  const lang = useLang()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const href = (format: 'csv' | 'xlsx') => `/api/orgs/${organizationId}${path}.${format}?lang=${lang}`
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('common.export.button')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {(['xlsx', 'csv'] as const).map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={href(format)}
            download
            onClick={() => setAnchor(null)}
            sx={{ minHeight: 48 }}
          >
            <ListItemText primary={t(`common.export.${format}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
