import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];
import { beijingTime, type AgreementFacts } from './facts.js';

/**
 * The Chinese font, from an npm package so a machine without system fonts renders the same PDF:
 * Noto Sans Hans (GB2312's 6,763 characters and more), as OpenType/CFF. Read once per process.
 */
const FONT_PACKAGE = '@embedpdf/fonts-sc';
const FONT_FILE = 'NotoSansHans-Regular.otf';
let fontBytes: Uint8Array | undefined;
let parsed: fontkit.FontkitFont | undefined;

function fontData(): Uint8Array {
  if (!fontBytes) {
    // the package exports only its index, which lives in dist/ beside the fonts/ folder
    const main = createRequire(import.meta.url).resolve(FONT_PACKAGE);
    fontBytes = new Uint8Array(readFileSync(path.join(path.dirname(main), '..', 'fonts', FONT_FILE)));
  }
  return fontBytes;
}

function parsedFont(): fontkit.FontkitFont {
  parsed ??= fontkit.create(fontData());
  return parsed;
}

/**
 * pdf-lib's font hook, served by fontkit 2. @pdf-lib/fontkit (the fork pdf-lib documents) subsets
 * this CFF font into a file PDF readers reject, and drops glyphs of TrueType CJK fonts; fontkit 2's
 * subsetter writes both correctly. pdf-lib reads the subset as a stream (fontkit 1's API), which
 * `encodeStream` gives it from fontkit 2's `encode`. The parsed font is kept: parsing 8 MB of
 * font is most of a render's time, and a subset never changes the font it is cut from.
 */
const fontkitForPdfLib: PdfLibFontkit = {
  create(bytes: Uint8Array) {
    const font = bytes === fontBytes ? parsedFont() : fontkit.create(bytes);
    // the fontkit 2 font has every member pdf-lib reads of a fontkit 1 font but the subset's stream
    return new Proxy(font, {
      get(target, prop, receiver) {
        if (prop !== 'createSubset') return Reflect.get(target, prop, receiver);
        return () => {
          const subset = target.createSubset();
          return Object.assign(subset, {
            encodeStream() {
              const out = new EventEmitter();
              queueMicrotask(() => {
                try {
                  out.emit('data', subset.encode());
                  out.emit('end');
                } catch (e) {
                  out.emit('error', e);
                }
              });
              return out;
            },
          });
        };
      },
    }) as unknown as ReturnType<PdfLibFontkit['create']>;
  },
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.12, 0.12, 0.12);
const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.8, 0.8, 0.8);

/** Lays text out top to bottom over as many A4 pages as it needs, breaking lines by width (CJK has no spaces). */
class Writer {
  private page: PDFPage;
  private y: number;
  private readonly width = A4[0] - 2 * MARGIN;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  /** characters the font lacks (a rare character in a title, an emoji) print as □, not as nothing */
  private printable(text: string): string {
    return [...text].map((c) => (parsedFont().hasGlyphForCodePoint(c.codePointAt(0)!) ? c : '□')).join('');
  }
  private readonly advance = new Map<string, number>();
  /** one character's width at size 1, measured once: measuring each growing line was quadratic */
  private charWidth(ch: string): number {
    let w = this.advance.get(ch);
    if (w === undefined) {
      w = this.font.widthOfTextAtSize(ch, 1);
      this.advance.set(ch, w);
    }
    return w;
  }
  private lines(text: string, size: number, width: number): string[] {
    const out: string[] = [];
    let line = '';
    let used = 0;
    for (const ch of text) {
      const w = this.charWidth(ch) * size;
      if (line && used + w > width) {
        out.push(line);
        line = '';
        used = 0;
      }
      line += ch;
      used += w;
    }
    out.push(line);
    return out;
  }
  private room(h: number) {
    if (this.y - h < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }
  text(text: string, o: { size?: number; indent?: number; color?: typeof INK; gap?: number; center?: boolean } = {}) {
    const size = o.size ?? 10.5;
    const indent = o.indent ?? 0;
    const lead = size * 1.6;
    for (const line of this.lines(this.printable(text), size, this.width - indent)) {
      this.room(lead);
      this.y -= lead;
      const x = o.center ? (A4[0] - this.font.widthOfTextAtSize(line, size)) / 2 : MARGIN + indent;
      this.page.drawText(line, { x, y: this.y + size * 0.3, size, font: this.font, color: o.color ?? INK });
    }
    this.y -= o.gap ?? 0;
  }
  heading(text: string) {
    this.room(40);
    this.y -= 10;
    this.text(text, { size: 12.5, gap: 2 });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: A4[0] - MARGIN, y: this.y + 2 },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 4;
  }
  /** label：value, the value's continuation lines aligned under it */
  row(label: string, value: string) {
    this.text(`${label}：${value}`, { indent: 8 });
  }
}

/** The agreement as a PDF: A4, the font subset to the characters used, its text selectable. */
export async function renderPdf(f: AgreementFacts): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkitForPdfLib);
  const font = await doc.embedFont(fontData(), { subset: true });
  // fixed metadata, from the facts: the same facts render the same document
  const paid = new Date(f.paidAt);
  doc.setTitle(`号市交易协议 ${f.orderNo}`);
  doc.setAuthor('号市');
  doc.setCreator('号市');
  doc.setProducer('号市');
  doc.setCreationDate(paid);
  doc.setModificationDate(paid);

  const w = new Writer(doc, font);
  w.text('号市游戏账号交易协议', { size: 18, center: true, gap: 4 });
  w.text(`订单号：${f.orderNo}　　付款时间：${beijingTime(f.paidAt)}（北京时间）`, {
    size: 9.5,
    center: true,
    color: GREY,
    gap: 6,
  });

  w.heading('一、交易双方');
  for (const p of f.parties) {
    w.row(p.role, p.name);
    w.text(p.verification, { indent: 24, size: 9.5, color: GREY });
  }
  w.heading('二、交易标的');
  w.row('商品', f.goods.title);
  w.row('商品编号', f.goods.sn);
  w.row('游戏', f.goods.game);
  w.row('区服', f.goods.district);
  for (const a of f.goods.attrs) w.row(a.name, a.value);
  w.heading('三、价款');
  for (const m of f.money) w.row(m.label, m.text);
  w.heading('四、交接与保障');
  w.row('交接方式', f.handover.text);
  w.row('保障', `${f.protection.name}（${f.protection.text}）`);
  w.heading('五、适用的平台规则');
  for (const r of f.rules) w.row(r.label, r.text);
  w.heading('六、条款');
  f.clauses.forEach((c, i) => w.text(`${i + 1}. ${c}`, { indent: 8, gap: 2 }));
  w.text(`下单时间：${beijingTime(f.orderedAt)}　　生效时间：${beijingTime(f.paidAt)}（北京时间）`, {
    size: 9.5,
    color: GREY,
  });
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
