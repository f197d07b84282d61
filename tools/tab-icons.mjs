// Draws the mini-programs' tab bar icons (issue 20): a mini-program's native tabBar takes image
// files only, so the glyphs of the H5 bar (NutUI's icon set, @nutui/icons-react-taro) are
// rasterised once into PNG files that are committed under src/assets/tabbar/. Run it again only
// when a tab or a colour changes: `node tools/tab-icons.mjs` (sharp comes with the server).
//
// Each tab gets two 81×81 files, WeChat's recommended size: `<icon>.png`, the outline glyph in
// grey, and `<icon>-on.png`, the filled glyph in the brand orange.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(join(root, 'server', 'package.json'))
const sharp = require('sharp')

// the route table names the tabs and their icon stems; the glyphs for each stem are chosen here
require('tsx/cjs/api').register()
const { TABS } = require(join(root, 'src/routes.ts'))

/** Icon stem → NutUI glyphs: [normal, selected]. */
export const GLYPHS = {
  home: ['Home', 'HomeF'],
  category: ['Cart', 'CartF'],
  sale: ['Store', 'StoreF'],
  message: ['Message', 'MessageF'],
  user: ['User', 'UserF'],
}

// src/styles/tokens.scss: $text-3 for the normal state, $brand for the selected one
export const COLORS = { normal: '#8f959e', selected: '#ff5b2e' }
const SIZE = 81
// the glyphs fill their whole 1024 box; a little air keeps them the size of the platform's own icons
const GLYPH = 69

const iconsDir = join(root, 'node_modules/@nutui/icons-react-taro/dist/es/icons')
const outDir = join(root, 'src/assets/tabbar')

/** The SVG inside one NutUI icon module (it carries it as a base64 data URI). */
function glyphSvg(name) {
  const js = readFileSync(join(iconsDir, `${name}.js`), 'utf8')
  const m = js.match(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/)
  if (!m) throw new Error(`no SVG in ${name}.js`)
  return Buffer.from(m[1], 'base64').toString('utf8')
}

async function draw(name, color) {
  // every NutUI glyph is painted in one ink colour: paint it in ours
  const svg = glyphSvg(name).replace(/fill="#[0-9a-fA-F]{3,6}"/g, `fill="${color}"`)
  const glyph = await sharp(Buffer.from(svg)).resize(GLYPH, GLYPH).png().toBuffer()
  const pad = Math.floor((SIZE - GLYPH) / 2)
  return sharp({ create: { width: SIZE, height: SIZE, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: glyph, left: pad, top: pad }])
    .png({ palette: true, colours: 32, compressionLevel: 9 })
    .toBuffer()
}

mkdirSync(outDir, { recursive: true })
for (const tab of TABS) {
  const glyphs = GLYPHS[tab.icon]
  if (!glyphs) throw new Error(`no glyphs for the tab icon "${tab.icon}"`)
  for (const [file, glyph, color] of [
    [`${tab.icon}.png`, glyphs[0], COLORS.normal],
    [`${tab.icon}-on.png`, glyphs[1], COLORS.selected],
  ]) {
    const png = await draw(glyph, color)
    writeFileSync(join(outDir, file), png)
    console.log(`src/assets/tabbar/${file} ${png.length} B (${glyph})`)
  }
}
