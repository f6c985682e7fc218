// Zoom levels. The product's levels are Baidu's (seed 001 §9 was written for Baidu GL: zoom 8,
// range 4–21, cluster max zoom 17, click to 14). At Baidu level z one pixel is 2^(18−z) BD-09
// Mercator metres; MapLibre's level z (512-pixel tiles) is 40075016.686 / (512 · 2^z) metres a
// pixel. The same ground resolution is MapLibre level z − log2(2^18 · 512 / 40075016.686).

/** Baidu level − MapLibre level for the same scale (≈ 1.744). */
export const BAIDU_TO_MERCATOR_ZOOM = Math.log2((2 ** 18 * 512) / 40075016.686);

export const mercatorZoomOf = (baiduZoom: number): number => baiduZoom - BAIDU_TO_MERCATOR_ZOOM;
export const baiduZoomOf = (mercatorZoom: number): number => mercatorZoom + BAIDU_TO_MERCATOR_ZOOM;
