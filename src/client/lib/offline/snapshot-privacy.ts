/**
 * What a page snapshot never keeps (decision 0033): a person's DNI, e-mail, phone and birth date. Screens mark them
 * (`data-private` on the value or on a field's root: components/private-value.tsx); inputs of those kinds lose their
 * value wherever they are; and any e-mail address left in the text or an attribute is removed as a safety net.
 */
const PRIVATE = '[data-private]'
const PRIVATE_INPUTS = [
  'input[type="email"]',
  'input[type="tel"]',
  'input[type="date"]',
  'input[name="dni"]',
  'input[name="email"]',
  'input[name="phone"]',
  'input[name="birthDate"]',
].join(', ')
/** A field's label and hint stay (they say what the field is, not what it holds). */
const KEPT_TEXT = 'label, legend, [id$="-helper-text"]'
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]{2,}/g

function textNodesOf(root: Node): Text[] {
  const walker = root.ownerDocument?.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */)
  const nodes: Text[] = []
  if (!walker) return nodes
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text)
  return nodes
}

/** Removes the private data from a copy of the page's markup (the copy, never the live page). */
export function stripPrivateData(copy: HTMLElement): void {
  for (const field of Array.from(
    copy.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      `${PRIVATE} input, ${PRIVATE} textarea, input${PRIVATE}, ${PRIVATE_INPUTS}`,
    ),
  )) {
    field.removeAttribute('value')
    if (field.tagName === 'TEXTAREA') field.textContent = ''
  }
  for (const element of Array.from(copy.querySelectorAll(PRIVATE))) {
    for (const text of textNodesOf(element)) if (!text.parentElement?.closest(KEPT_TEXT)) text.data = ''
  }
  for (const text of textNodesOf(copy)) if (text.data.includes('@')) text.data = text.data.replace(EMAIL, '')
  for (const element of Array.from(copy.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.value.includes('@')) element.setAttribute(attribute.name, attribute.value.replace(EMAIL, ''))
    }
  }
}
