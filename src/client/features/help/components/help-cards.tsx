import DownloadIcon from '@mui/icons-material/Download'
import MailOutlinedIcon from '@mui/icons-material/MailOutlined'
import MenuBookIcon from '@mui/icons-material/MenuBook'
import SupportAgentIcon from '@mui/icons-material/SupportAgent'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

function HelpCard({ icon, title, body, action }: { icon: ReactNode; title: string; body: string; action: ReactNode }) {
  return (
    <Card sx={{ p: { xs: 2.5, md: 4 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        sx={{
          width: 52,
          height: 52,
          borderRadius: '16px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'color-mix(in srgb, var(--lp-palette-primary-main) 14%, transparent)',
        }}
      >
        {icon}
      </Box>
      <Typography variant="h4" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ flex: 1 }}>
        {body}
      </Typography>
      <Box>{action}</Box>
    </Card>
  )
}

/** Help and support: the user manual (PDF in the interface language) and the configured contact address. */
export function HelpCards({
  manualHref,
  contactEmail,
}: {
  manualHref: string
  contactEmail: string | null | undefined
}) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <HelpCard
        icon={<MenuBookIcon />}
        title={t('help.manual.title')}
        body={t('help.manual.body')}
        action={
          <Button variant="contained" href={manualHref} download startIcon={<DownloadIcon />}>
            {t('help.manual.download')}
          </Button>
        }
      />
      <HelpCard
        icon={<SupportAgentIcon />}
        title={t('help.contact.title')}
        body={t('help.contact.body')}
        action={
          contactEmail === undefined ? (
            <Skeleton variant="rounded" width={220} height={36} />
          ) : contactEmail ? (
            <Button
              variant="outlined"
              href={`mailto:${contactEmail}`}
              startIcon={<MailOutlinedIcon />}
              sx={{ textTransform: 'none' }}
            >
              {contactEmail}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('help.contact.unavailable')}
            </Typography>
          )
        }
      />
    </Box>
  )
}
