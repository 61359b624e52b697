declare module 'subset-font' {
  /** Returns a font holding only the glyphs needed to draw `text` (harfbuzzjs). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'},
  ): Promise<Buffer>;
}
