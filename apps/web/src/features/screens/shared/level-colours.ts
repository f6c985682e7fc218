// The disease levels' colours on every screen (1 轻微 green, 2 一般 amber, 3 严重 red), so a
// level looks the same on the map, in the charts and in the lists of all the disease screens.
export const LEVEL_COLOURS: Readonly<Record<1 | 2 | 3, string>> = {
  1: '#3ee6a8',
  2: '#ffb547',
  3: '#ff6b6b',
};
