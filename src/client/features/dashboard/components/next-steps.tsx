import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'

export interface NextStep {
  key: string
  title: string
  description: string
  href: string
  icon: ReactNode
}

/** "What to do next" cards. */
export function NextSteps({ title, steps }: { title: string; steps: NextStep[] }) {
  return (
    <Box component="section" aria-labelledby="next-steps-title">
      <Typography id="next-steps-title" variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
        {steps.map((step) => (
          <Card key={step.key}>
            <CardActionArea
              component={RouterLink}
              to={step.href}
              sx={{ p: 2.5, height: '100%', display: 'flex', alignItems: 'flex-start', gap: 2 }}
            >
              <Box
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: '14px',
                  display: 'grid',
                  placeItems: 'center',
                  flexShrink: 0,
                  color: 'primary.main',
                  bgcolor: 'color-mix(in srgb, var(--lp-palette-primary-main) 14%, transparent)',
                }}
              >
                {step.icon}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  {step.title}
                  <ArrowForwardIcon fontSize="small" sx={{ opacity: 0.6 }} />
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {step.description}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  )
}
