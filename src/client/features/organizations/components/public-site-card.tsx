import { zodResolver } from '@hookform/resolvers/zod'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import DownloadIcon from '@mui/icons-material/Download'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { WhatsAppShareButton } from '#client/components/whatsapp-share-button.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { publicSiteUrl } from '#client/lib/public-links.ts'
import { type Organization, sessionKeys } from '#client/lib/session/session-api.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { PublicSlugSchema } from '#domain/organizations/organization.schema.ts'
import { updateOrganization } from '../api/organizations-api.ts'
import { suggestPublicSlug } from '../lib/public-slug.ts'

const SlugFormSchema = z.object({ publicSlug: PublicSlugSchema })
type SlugForm = z.infer<typeof SlugFormSchema>

/**
 * The league's public site on the /league page: off, a suggested address to switch it on; on, the address with a
 * copy button, its QR code (drawn by the server, PNG and SVG downloads), a WhatsApp link, and for admins a change
 * of address and turning it off.
 */
export function PublicSiteCard({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const queryClient = useQueryClient()
  const slug = organization.publicSlug ?? null
  const [isEditing, setIsEditing] = useState(false)
  const [isConfirmingOff, setIsConfirmingOff] = useState(false)
  const [isTurningOff, setIsTurningOff] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<SlugForm>({
    resolver: zodResolver(SlugFormSchema),
    defaultValues: { publicSlug: slug ?? suggestPublicSlug(organization.name) },
  })

  const save = async (publicSlug: string | null) => {
    const saved = await updateOrganization(organization.id, { publicSlug })
    queryClient.setQueryData(sessionKeys.organization(organization.id), { ...organization, ...saved })
    return saved
  }

  const submit = form.handleSubmit(async ({ publicSlug }) => {
    setFormError(null)
    try {
      await save(publicSlug)
      setIsEditing(false)
      toast.success(t(slug ? 'league.public_site.saved' : 'league.public_site.turned_on'))
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, ['publicSlug'])) setFormError(errorMessage(t, error))
    }
  })

  const turnOff = async () => {
    setIsTurningOff(true)
    try {
      await save(null)
      form.reset({ publicSlug: slug ?? suggestPublicSlug(organization.name) })
      toast.success(t('league.public_site.turned_off'))
      setIsConfirmingOff(false)
    } catch (error) {
      toast.error(errorMessage(t, error))
    } finally {
      setIsTurningOff(false)
    }
  }

  const url = slug ? publicSiteUrl(window.location.origin, lang, slug) : null
  const qrBase = `/api/orgs/${encodeURIComponent(organization.id)}/public-site/qr`

  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t('league.public_site.copied'))
    } catch {
      toast.error(t('league.public_site.copy_failed'))
    }
  }

  const slugForm = (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('league.public_site.address')}>
      <FormError message={formError} />
      <TextField
        label={t('league.public_site.address')}
        required
        slotProps={{ input: { startAdornment: <AddressPrefix lang={lang} /> } }}
        {...textFieldProps(form, 'publicSlug', t, t('league.public_site.address_hint'))}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {slug ? t('common.save') : t('league.public_site.turn_on')}
        </Button>
        {slug ? (
          <Button
            onClick={() => {
              form.reset({ publicSlug: slug })
              setIsEditing(false)
            }}
          >
            {t('common.cancel')}
          </Button>
        ) : null}
      </Box>
    </Stack>
  )

  return (
    <Card sx={{ p: { xs: 2.5, md: 4 } }} component="section" aria-labelledby="public-site-title">
      <Typography variant="h4" component="h2" id="public-site-title" sx={{ mb: 1 }}>
        {t('league.public_site.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        {slug ? t('league.public_site.on_description') : t('league.public_site.off_description')}
      </Typography>
      {!slug ? (
        canEdit ? (
          slugForm
        ) : (
          <Typography variant="body2">{t('league.public_site.off_read_only')}</Typography>
        )
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            {isEditing ? (
              slugForm
            ) : (
              <Box>
                <Typography variant="overline" color="text.secondary" component="p">
                  {t('league.public_site.address')}
                </Typography>
                <Link
                  href={url ?? undefined}
                  target="_blank"
                  rel="noopener"
                  sx={{ wordBreak: 'break-all', fontSize: '1.05rem', fontWeight: 600 }}
                  data-testid="public-site-url"
                >
                  {url}
                  <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} />
                </Link>
              </Box>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy}>
                {t('league.public_site.copy')}
              </Button>
              <WhatsAppShareButton variant="outlined" text={`${organization.name} ${url}`}>
                {t('league.public_site.whatsapp')}
              </WhatsAppShareButton>
            </Box>
            {canEdit && !isEditing ? (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button onClick={() => setIsEditing(true)}>{t('league.public_site.change_address')}</Button>
                <Button color="error" onClick={() => setIsConfirmingOff(true)}>
                  {t('league.public_site.turn_off')}
                </Button>
              </Box>
            ) : null}
          </Stack>
          <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', md: 'center' } }}>
            <Box
              component="img"
              // the slug in the address makes a new QR load when it changes
              src={`${qrBase}.svg?slug=${encodeURIComponent(slug)}`}
              alt={t('league.public_site.qr_alt', { url })}
              width={180}
              height={180}
              sx={{ bgcolor: '#fff', borderRadius: 1, p: 0.5, border: 1, borderColor: 'divider' }}
            />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button size="small" startIcon={<DownloadIcon />} href={`${qrBase}.png?download=1`} download>
                PNG
              </Button>
              <Button size="small" startIcon={<DownloadIcon />} href={`${qrBase}.svg?download=1`} download>
                SVG
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
      <ConfirmDialog
        open={isConfirmingOff}
        title={t('league.public_site.turn_off_title')}
        description={t('league.public_site.turn_off_description')}
        confirmLabel={t('league.public_site.turn_off')}
        isDestructive
        isPending={isTurningOff}
        onConfirm={turnOff}
        onClose={() => setIsConfirmingOff(false)}
      />
    </Card>
  )
}

function AddressPrefix({ lang }: { lang: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', mr: 0.5 }}>
      /{lang}/l/
    </Typography>
  )
}
