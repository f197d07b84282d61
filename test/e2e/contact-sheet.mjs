// Review aid: tiles a folder of phone screenshots into contact sheets (8 per sheet) so a person
// can look at every page quickly. `node test/e2e/contact-sheet.mjs screenshots/pages [prefix]`
import { readdirSync, mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { launchBrowser } from './browser.mjs'

const dir = resolve(process.argv[2] || 'screenshots/pages')
const prefix = process.argv[3] || ''
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.png') && f.startsWith(prefix))
  .sort()
const out = join(dir, '..', `${dir.split('/').pop()}-sheets`)
mkdirSync(out, { recursive: true })
const browser = await launchBrowser()
const page = await browser.newPage({ viewport: { width: 1000, height: 1100 } })
for (let i = 0; i < files.length; i += 8) {
  const group = files.slice(i, i + 8)
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
  const name = join(out, `${prefix || 'all'}-${i / 8}.png`)
  await page.screenshot({ path: name, fullPage: true })
  console.log(name, group.join(' '))
}
await browser.close()
