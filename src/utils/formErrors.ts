import Taro from '@tarojs/taro'
import { isH5 } from './platform'

export type Errors = Record<string, string>

/** The class every form's error message carries: what `scrollToFirstError` looks for. */
export const ERROR_CLASS = 'field__error'

/**
 * The errors still to show once the user edits: those shown at the last submit that the form
 * still has, with today's message. A field fixed loses its message at once (「请选择区服」 stayed
 * under a filled district until the next 下一步); a field not yet complained about is not nagged
 * about while the user types.
 */
export function remainingErrors(shown: Errors, now: Errors): Errors {
  const out: Errors = {}
  for (const k of Object.keys(shown)) if (now[k]) out[k] = now[k]
  return out
}

/** Whether an element sits on a page that is shown (the keep-alive pages are kept, hidden). */
function onShownPage(el: Element): boolean {
  const page = el.closest('.taro_page') as HTMLElement | null
  return !page || page.style.display !== 'none'
}

/**
 * Brings the first error message of the page into view, once the render that adds it is done: a
 * submit with errors below the fold only toasted, and the seller had to hunt for the field.
 */
export function scrollToFirstError(): void {
  setTimeout(() => {
    if (!isH5()) {
      void Taro.pageScrollTo({ selector: `.${ERROR_CLASS}`, offsetTop: -120, duration: 200 }).catch(() => undefined)
      return
    }
    const first = Array.from(document.querySelectorAll(`.${ERROR_CLASS}`)).find(onShownPage)
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }, 0)
}
