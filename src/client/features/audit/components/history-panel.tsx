import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import HistoryIcon from '@mui/icons-material/History'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMembership } from '#client/lib/session/use-session.ts'
import { AuditList } from './audit-list.tsx'

/**
 * The "History" of one game, player or team: collapsed at first, and its entries fetched only once opened. Admins
 * only (the audit trail answers 403 to anyone else), so others see nothing at all.
 */
export function HistoryPanel({
  organizationId,
  entityType,
  entityId,
}: {
  organizationId: string
  entityType: 'game' | 'player' | 'team'
  entityId: string
}) {
  const { t } = useTranslation()
  const { isAdmin } = useMembership()
  const [isOpen, setIsOpen] = useState(false)
  const id = useId()
  if (!isAdmin) return null
  return (
    <Accordion
      expanded={isOpen}
      onChange={(_, expanded) => setIsOpen(expanded)}
      slotProps={{ transition: { unmountOnExit: true } }}
      variant="outlined"
      sx={{ mt: 3 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <HistoryIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} />
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('audit.history')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        <AuditList organizationId={organizationId} filters={{ entityType, entityId }} isEnabled={isOpen} />
      </AccordionDetails>
    </Accordion>
  )
}
