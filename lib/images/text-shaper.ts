/**
 * The TextShaper of lib/images/outline-text.ts: HarfBuzz (harfbuzzjs, WebAssembly) with the
 * site's own typeface, Inter's variable Latin files (upright and italic, the wght axis set to each
 * weight asked for). The files are WOFF2, which HarfBuzz cannot read: fontverter unpacks them, as
 * the font test does. Build time only (the image step, and the outline worker): never in a page.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { convert } from 'fontverter'
import { OUTLINE_FONTS } from './outlined'
import type { FontFace, PathCommand, ShapedGlyph, TextShaper } from './outline-text'

/** Off when the text is letter-spaced, as browsers turn them off. */
const LIGATURES = ['liga', 'clig', 'dlig', 'hlig']

export async function loadShaper(root = process.cwd()): Promise<TextShaper> {
  const hb = await import('harfbuzzjs')
  const faceOf = async (file: string) =>
    new hb.Face(new hb.Blob(await convert(readFileSync(path.join(root, file)), 'sfnt')))
  const faces = {
    upright: await faceOf(OUTLINE_FONTS.upright),
    italic: await faceOf(OUTLINE_FONTS.italic),
  }
  const upem = faces.upright.upem
  if (faces.italic.upem !== upem)
    throw new Error('the upright and italic fonts differ in units per em')
  const fonts = new Map<string, InstanceType<typeof hb.Font>>()
  const fontOf = ({ weight, italic }: FontFace) => {
    const face = italic ? faces.italic : faces.upright
    const axis = face.getAxisInfos().wght
    const wght = axis ? Math.min(axis.max, Math.max(axis.min, weight)) : weight
    const key = `${italic ? 'i' : 'u'}${wght}`
    let font = fonts.get(key)
    if (!font) {
      font = new hb.Font(face)
      font.setVariations([new hb.Variation('wght', wght)])
      fonts.set(key, font)
    }
    return font
  }
  const noLigatures = LIGATURES.map((tag) => new hb.Feature(tag, 0))
  return {
    upem,
    shape(codePoints: number[], face: FontFace, spaced: boolean): ShapedGlyph[] {
      const buffer = new hb.Buffer()
      buffer.addCodePoints(codePoints)
      buffer.setDirection(hb.Direction.LTR)
      buffer.setScript('Latn')
      buffer.setLanguage('en')
      hb.shape(fontOf(face), buffer, spaced ? noLigatures : [])
      return buffer.getGlyphInfosAndPositions().map((glyph) => ({
        glyph: glyph.codepoint,
        cluster: glyph.cluster,
        xAdvance: glyph.xAdvance ?? 0,
        xOffset: glyph.xOffset ?? 0,
        yOffset: glyph.yOffset ?? 0,
      }))
    },
    outline(glyph: number, face: FontFace): PathCommand[] {
      return fontOf(face).glyphToJson(glyph)
    },
  }
}
