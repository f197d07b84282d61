// Page-side check of the every-page suite (passed to page.evaluate, so it must stand alone).

/** Runs in the page: visible text and form controls that reach past the viewport's sides, unless a scrolling or clipping box holds it. */
export function overflowingText() {
  const vw = document.documentElement.clientWidth
  const found = []
  const clipped = (el) => {
    // a horizontal scroller or clipping box inside the page (tabs, chips) may hold it; the page's
    // own box (.taro_page, overflow-x hidden) may not: content cut off at the screen edge is the bug
    // (the element itself counts: a one-line ellipsis clips its own text)
    for (let p = el; p && p !== document.body && !p.classList.contains('taro_page'); p = p.parentElement) {
      const s = getComputedStyle(p)
      if (['auto', 'scroll', 'hidden', 'clip'].includes(s.overflowX)) {
        const r = p.getBoundingClientRect()
        if (r.right <= vw + 1 && r.left >= -1) return true
      }
    }
    return false
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let n = walker.nextNode(); n && found.length < 5; n = walker.nextNode()) {
    if (!n.textContent.trim()) continue
    const el = n.parentElement
    if (!el || el.closest('.taro_page:not(.taro_page_show), [aria-hidden="true"]')) continue
    const range = document.createRange()
    range.selectNodeContents(n)
    for (const r of range.getClientRects()) {
      if (r.width === 0 || r.height === 0) continue
      if ((r.right > vw + 1 || r.left < -1) && !clipped(el)) {
        found.push(`"${n.textContent.trim().slice(0, 30)}" ${Math.round(r.left)}–${Math.round(r.right)} of ${vw}`)
        break
      }
    }
  }
  // form controls too: an input wider than its card has no text of its own to catch it
  for (const el of document.querySelectorAll('input, textarea, button, select')) {
    if (found.length >= 5) break
    if (el.closest('.taro_page:not(.taro_page_show), [aria-hidden="true"]')) continue
    const r = el.getBoundingClientRect()
    if (r.width === 0 || r.height === 0) continue
    if ((r.right > vw + 1 || r.left < -1) && !clipped(el)) {
      found.push(
        `<${el.tagName.toLowerCase()}${el.getAttribute('placeholder') ? ` "${el.getAttribute('placeholder')}"` : ''}> ${Math.round(r.left)}–${Math.round(r.right)} of ${vw}`,
      )
    }
  }
  if (document.documentElement.scrollWidth > vw + 1)
    found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${vw}`)
  return found
}
