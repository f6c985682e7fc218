#!/usr/bin/python3
"""Writes JtMapSans-Regular.otf: the glyphs the chat service's road-map pictures draw, cut from
Noto Sans CJK SC Regular.

The pictures (apps/gateway/src/mock/chat/road-map-image.ts) label the route, its interchanges
and towns (every Han character of mocks/world/routes.ts), the legend and the time line. The
subset is renamed (a Modified Version under the OFL, see OFL.txt) and keeps the copyright and
licence records of its source; road-map-image.test.ts checks it maps every character drawn.

Reproduce (Debian 12): apt-get install -y fonts-noto-cjk python3-fonttools
  /usr/bin/python3 mocks/assistant/fonts/make-subset.py
"""

import re
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
SOURCE_FACE = "Noto Sans CJK SC"
HERE = Path(__file__).resolve().parent
TARGET = HERE / "JtMapSans-Regular.otf"
FAMILY = "JtMapSans"

# Title, legend, time line and the units the picture writes besides the routes' own names.
LABELS = "实时路况截至图例畅通缓行拥堵施工占道车道公里上行下行往方向（）：、，。·—～"
ASCII = "".join(chr(c) for c in range(0x20, 0x7F))


def main() -> None:
    routes = (HERE.parents[1] / "world" / "routes.ts").read_text(encoding="utf-8")
    han = "".join(sorted(set(re.findall(r"[\u3400-\u9fff]", routes))))
    text = han + LABELS + ASCII
    collection = TTCollection(str(SOURCE))
    font = next(f for f in collection.fonts if f["name"].getDebugName(1) == SOURCE_FACE)

    options = subset.Options()
    options.layout_features = []
    options.hinting = False
    options.desubroutinize = True
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.name_languages = [0x409]
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)

    cmap = font.getBestCmap()
    missing = [c for c in text if ord(c) not in cmap]
    if missing:
        raise SystemExit(f"{SOURCE_FACE} has no glyph for {''.join(missing)}")

    names = font["name"]
    names.setName(FAMILY, 1, 3, 1, 0x409)
    names.setName("Regular", 2, 3, 1, 0x409)
    names.setName(f"{FAMILY}-Regular;subset of {SOURCE_FACE} Regular", 3, 3, 1, 0x409)
    names.setName(f"{FAMILY} Regular", 4, 3, 1, 0x409)
    names.setName(f"{FAMILY}-Regular", 6, 3, 1, 0x409)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [f"{FAMILY}-Regular"]
        top = cff.topDictIndex[0]
        top.FullName = f"{FAMILY} Regular"
        top.FamilyName = FAMILY
    font.save(str(TARGET))
    print(f"{TARGET.name}: {len(text)} characters, {TARGET.stat().st_size} bytes")


if __name__ == "__main__":
    main()
