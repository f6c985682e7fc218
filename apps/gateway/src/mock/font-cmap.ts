// The characters an OpenType font maps, read from its cmap: what the mock's pictures may draw
// with a font it ships. Tests check their fonts with it, because the canvas silently falls back
// to the machine's fonts for a missing glyph (on a machine without CJK fonts that is tofu).

/** The characters of the cmap's format-4 subtables (the Basic Multilingual Plane, where every character drawn lives). */
export function mappedCharacters(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('no cmap table');
  const characters = new Set<number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const at = cmap + font.readUInt32BE(cmap + 4 + i * 8 + 4);
    if (font.readUInt16BE(at) !== 4) continue;
    const segments = font.readUInt16BE(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const offsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const end = font.readUInt16BE(ends + s * 2);
      const start = font.readUInt16BE(starts + s * 2);
      const delta = font.readInt16BE(deltas + s * 2);
      const rangeOffset = font.readUInt16BE(offsets + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        const glyph =
          rangeOffset === 0
            ? (c + delta) & 0xffff
            : font.readUInt16BE(offsets + s * 2 + rangeOffset + (c - start) * 2);
        if (glyph !== 0) characters.add(c);
      }
    }
  }
  return characters;
}
