// Review aid: tiles phone screenshots into contact sheets (8 per sheet) so a person can look at
// every page quickly. pages.mjs makes them after each run (screenshots/pages-sheets/, one set per
// width and user); `node test/e2e/contact-sheet.mjs screenshots/pages [prefix]` remakes them.
import { readdirSync, mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser } from './browser.mjs'

const PER_SHEET = 8

/**
 * Writes `<out>/<prefix>-<n>.png` for the screenshots in `dir` whose names start with `prefix`;
 * returns the sheets' paths. Uses the caller's browser so a suite can make its own sheets.
 */
export async function contactSheets(browser, dir, { prefix = '', out = `${dir}-sheets` } = {}) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.png') && f.startsWith(prefix))
    .sort()
  mkdirSync(out, { recursive: true })
  const page = await browser.newPage({ viewport: { width: 1000, height: 1100 } })
  const sheets = []
  try {
    for (let i = 0; i < files.length; i += PER_SHEET) {
      const group = files.slice(i, i + PER_SHEET)
      const cells = group
        .map(
          (f) =>
            `<figure><img src="data:image/png;base64,${readFileSync(join(dir, f)).toString('base64')}"><figcaption>${f}</figcaption></figure>`,
        )
        .join('')
      await page.setContent(
        `<style>body{margin:0;display:grid;grid-template-columns:repeat(4,250px);font:10px sans-serif}figure{margin:0}img{width:250px;height:541px;object-fit:cover;object-position:top;border:1px solid #ccc}</style>${cells}`,
      )
      await page.waitForFunction(() => [...document.images].every((im) => im.complete))
      const name = join(out, `${prefix.replace(/_$/, '') || 'all'}-${i / PER_SHEET}.png`)
      await page.screenshot({ path: name, fullPage: true })
      sheets.push(name)
    }
  } finally {
    await page.close()
  }
  return sheets
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const browser = await launchBrowser()
  try {
    const sheets = await contactSheets(browser, resolve(process.argv[2] || 'screenshots/pages'), {
      prefix: process.argv[3] || '',
    })
    for (const s of sheets) console.log(s)
  } finally {
    await browser.close()
  }
}
