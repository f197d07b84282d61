// Page-side layout measurements of the every-page suite (issue 20): passed to page.evaluate, so the
// function must stand alone (no imports, no outer variables). One call measures a page for all of:
//
// - Line spacing: a text block whose lines are more than 2× its font size apart. For inline text the
//   line boxes are at least the containing block's line-height (the "strut"), so the spacing that
//   counts is the largest line-height from the text's element up to its containing block (the first
//   ancestor that is not display: inline). Taro's body { line-height: 1.6 } on the 37.5 px root font
//   made that 60 px under 14 px text. Only blocks whose text runs over two or more lines count: a
//   single line centred in a box by line-height (a button, an avatar letter) has no line spacing.
// - Tap targets: the hit area (border box, so padding counts) of every visible tap target must be at
//   least 24×24 CSS px (WCAG 2.5.8). A tap target is an element a user taps to act: a link with an
//   href, a button, select, checkbox/radio or text-entry control, an element whose ARIA role is an
//   interactive one (button, link, checkbox, radio, switch, tab, menuitem, option), or an element with
//   a React click handler (onClick / onTap / onLongPress; Taro's H5 components are React DOM nodes,
//   and their always-present touch handlers for hover classes do not count). Hidden elements, hidden
//   Taro pages and aria-hidden subtrees (the carousel's off-screen slides) are skipped, and so are links
//   inside a sentence of content (WCAG's inline exception).
// - Monospace Chinese: Chinese text whose element's font-family starts with a monospace face (the
//   CJK fallback then sets Latin letters and digits in between in a typewriter face), and any
//   text-entry control in a monospace face (Chromium's default for <textarea>: typed Chinese too).
// - Text areas: a <textarea> reaching out of the box that holds it (Taro's H5 Textarea is a
//   <taro-textarea-core> box around the real control), or showing the browser's resize grip (it
//   sat on the 0/1000 count under the box).
// - The tab bar: whether a visible `.hs-tabbar` is on the page (the caller knows which pages need it).

/**
 * Runs in the page. Returns offender counts and the first `samples` of each, described for a
 * failure message: `{ lineSpacing, tapTargets, monospace, textAreas, samples: {…}, tabbar }`.
 */
export function layoutMetrics(samples = 4) {
  const MONO =
    /^\s*["']?(monospace|ui-monospace|menlo|monaco|consolas|courier|courier new|sf mono|roboto mono|dejavu sans mono|liberation mono|source code pro|fira (code|mono)|jetbrains mono)["']?\s*$/i
  const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/
  const INTERACTIVE_ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'option'])
  const TEXT_ENTRY = new Set(['text', 'search', 'tel', 'url', 'email', 'password', 'number', ''])
  const out = {
    lineSpacing: 0,
    tapTargets: 0,
    monospace: 0,
    textAreas: 0,
    samples: { lineSpacing: [], tapTargets: [], monospace: [], textAreas: [] },
  }
  const note = (kind, text) => {
    out[kind] += 1
    if (out.samples[kind].length < samples) out.samples[kind].push(text)
  }
  const px = (v) => Math.round(v * 10) / 10
  const short = (s) => s.replace(/\s+/g, ' ').trim().slice(0, 24)
  const name = (el) => {
    const cls =
      typeof el.className === 'string' ? el.className.split(/\s+/).filter((c) => c && !c.startsWith('taro-'))[0] : ''
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}>`
  }
  // earlier Taro pages stay in the DOM, hidden; aria-hidden marks off-screen slides
  const away = (el) => !!el.closest('.taro_page:not(.taro_page_show), [aria-hidden="true"]')
  const shown = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  const firstFamily = (el) => getComputedStyle(el).fontFamily.split(',')[0]
  const lineHeightPx = (s) => (s.lineHeight === 'normal' ? 1.2 * parseFloat(s.fontSize) : parseFloat(s.lineHeight))

  // --- text: line spacing and monospace Chinese -------------------------------------------------
  const blocks = new Map() // containing block → { lh, font, tops, text }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent
    if (!text.trim()) continue
    const el = n.parentElement
    if (!el || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA'].includes(el.tagName) || away(el) || !shown(el)) continue
    const range = document.createRange()
    range.selectNodeContents(n)
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
    if (!rects.length) continue
    if (CJK.test(text) && MONO.test(firstFamily(el))) note('monospace', `"${short(text)}" in ${firstFamily(el)}`)
    const font = parseFloat(getComputedStyle(el).fontSize)
    let lh = 0
    let block = el
    for (;;) {
      const s = getComputedStyle(block)
      lh = Math.max(lh, lineHeightPx(s))
      if (!['inline', 'contents'].includes(s.display) || !block.parentElement) break
      block = block.parentElement
    }
    const entry = blocks.get(block) ?? { lh: 0, font: Infinity, tops: [], text: '' }
    entry.lh = Math.max(entry.lh, lh)
    entry.font = Math.min(entry.font, font)
    for (const r of rects) entry.tops.push(r.top)
    if (lh > 2 * font && !entry.text) entry.text = text
    blocks.set(block, entry)
  }
  for (const [block, b] of blocks) {
    if (!(b.lh > 2 * b.font + 0.5)) continue
    // lines: tops further apart than most of a line (texts of mixed size on one line differ a little)
    const tops = b.tops.sort((x, y) => x - y)
    let lines = 1
    for (let i = 1; i < tops.length; i++) if (tops[i] - tops[i - 1] > 0.8 * b.font) lines++
    if (lines >= 2)
      note(
        'lineSpacing',
        `${name(block)} "${short(b.text)}" ${px(b.lh)}px lines on ${px(b.font)}px text (${lines} lines)`,
      )
  }

  // --- tap targets ------------------------------------------------------------------------------
  const handlerKey = (el) => Object.keys(el).find((k) => k.startsWith('__reactProps$'))
  const isTarget = (el) => {
    const tag = el.tagName
    if (tag === 'A' && el.hasAttribute('href')) return true
    if (tag === 'BUTTON' || tag === 'SELECT' || tag === 'TEXTAREA') return true
    if (tag === 'INPUT') return el.type !== 'hidden'
    if (INTERACTIVE_ROLES.has(el.getAttribute('role'))) return true
    // NutUI's icon always binds a click handler that does nothing unless given one; the app's icons
    // (components/Icon, the tab bar's glyphs) never are, so they are pictures inside a target
    if (el.classList.contains('nut-icon')) return false
    const k = handlerKey(el)
    const p = k && el[k]
    return !!(p && (p.onClick || p.onTap || p.onLongPress))
  }
  // WCAG 2.5.8's inline exception: a link inside a sentence is as tall as its line and as wide as its
  // words (「租号」 in an article is 24 px wide at 320); its size is the text's, not a target's
  const inSentence = (el) =>
    el.tagName === 'A' &&
    getComputedStyle(el).display === 'inline' &&
    (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length
  for (const el of document.body.querySelectorAll('*')) {
    if (!isTarget(el) || away(el) || !shown(el) || inSentence(el)) continue
    const r = el.getBoundingClientRect()
    if (r.width === 0 || r.height === 0) continue
    if (r.width < 24 - 0.01 || r.height < 24 - 0.01) {
      const label = el.getAttribute('aria-label') || el.getAttribute('placeholder') || el.textContent
      note('tapTargets', `${name(el)} "${short(label || '')}" ${px(r.width)}×${px(r.height)}`)
    }
    if (
      (el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && TEXT_ENTRY.has(el.type))) &&
      MONO.test(firstFamily(el))
    )
      note('monospace', `${name(el)} "${short(el.getAttribute('placeholder') || '')}" types in ${firstFamily(el)}`)
    if (el.tagName === 'TEXTAREA') {
      const box = el.parentElement.getBoundingClientRect()
      const what = `${name(el)} "${short(el.getAttribute('placeholder') || '')}"`
      if (r.bottom > box.bottom + 1 || r.right > box.right + 1 || r.left < box.left - 1 || r.top < box.top - 1)
        note(
          'textAreas',
          `${what} reaches out of its box by ${px(Math.max(r.bottom - box.bottom, r.right - box.right))}px`,
        )
      if (getComputedStyle(el).resize !== 'none') note('textAreas', `${what} shows a resize grip`)
    }
  }

  out.tabbar = [...document.querySelectorAll('.hs-tabbar')].some(
    (bar) => !away(bar) && shown(bar) && bar.getBoundingClientRect().height > 0,
  )
  return out
}
