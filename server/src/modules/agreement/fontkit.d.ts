// fontkit 2 ships no types; the agreement's PDF uses only these parts of it (pdf.ts)
declare module 'fontkit' {
  interface FontkitSubset {
    includeGlyph(glyph: unknown): number;
    encode(): Uint8Array;
  }
  interface FontkitFont {
    createSubset(): FontkitSubset;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): FontkitFont;
}
