#!/usr/bin/python3
"""Writes JtCaptchaSans-Bold.otf: the glyphs the captcha images draw, cut from Noto Sans CJK SC Bold.

Why a subset: the full face is ~16 MB inside a TTC; the captchas need only the click-word
characters (../click-words.txt), the digital captcha's alphabet and the watermark. The subset
is renamed (a Modified Version under the OFL, see OFL.txt) and keeps the copyright and licence
records of its source.

Reproduce (Debian 12): apt-get install -y fonts-noto-cjk fonttools
  /usr/bin/python3 mocks/captcha/fonts/make-subset.py
"""

from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")
SOURCE_FACE = "Noto Sans CJK SC"  # the simplified-Chinese face of the collection
HERE = Path(__file__).resolve().parent
TARGET = HERE / "JtCaptchaSans-Bold.otf"
FAMILY = "JtCaptchaSans"

# Digital captcha: its alphabet in both cases (the image may show either), digits, and the
# watermark of the AJ-Captcha images (CTSI configuration: water-mark 比翼).
EXTRA = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789比翼"


def main() -> None:
    words = "".join((HERE.parent / "click-words.txt").read_text(encoding="utf-8").split())
    collection = TTCollection(str(SOURCE))
    font = next(f for f in collection.fonts if f["name"].getDebugName(1) == SOURCE_FACE)

    options = subset.Options()
    options.layout_features = []  # plain glyphs: no shaping features are used
    options.hinting = False
    options.desubroutinize = True
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.name_languages = [0x409]
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=words + EXTRA)
    subsetter.subset(font)

    cmap = font.getBestCmap()
    missing = [c for c in words + EXTRA if ord(c) not in cmap]
    if missing:
        raise SystemExit(f"{SOURCE_FACE} has no glyph for {''.join(missing)}")

    names = font["name"]
    names.setName(FAMILY, 1, 3, 1, 0x409)
    names.setName("Bold", 2, 3, 1, 0x409)
    names.setName(f"{FAMILY}-Bold;subset of {SOURCE_FACE} Bold", 3, 3, 1, 0x409)
    names.setName(f"{FAMILY} Bold", 4, 3, 1, 0x409)
    names.setName(f"{FAMILY}-Bold", 6, 3, 1, 0x409)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [f"{FAMILY}-Bold"]
        top = cff.topDictIndex[0]
        top.FullName = f"{FAMILY} Bold"
        top.FamilyName = FAMILY
    font.save(str(TARGET))
    print(f"{TARGET.name}: {len(cmap)} characters, {TARGET.stat().st_size} bytes")


if __name__ == "__main__":
    main()
