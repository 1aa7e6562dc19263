import { LOGO_TYPES, validateLogo } from '#client/components/logo-picker.tsx'

/** What the server takes for pictures and photos (checked by content there): JPEG, PNG or WebP, at most 5 MB. */
export const IMAGE_TYPES = LOGO_TYPES

/** A `validation.*` key when the chosen file cannot be sent, else null. */
export const checkImage = validateLogo
