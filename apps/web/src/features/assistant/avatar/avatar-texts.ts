// The avatar's own texts (its chunk is loaded by every signed-in page; the window's texts are in
// texts.ts, loaded with the window).

export const AvatarText = {
  /** The avatar's accessible name and the window's title. */
  name: '超级管家',
  /** The live-patrol badge: N patrol teams on the road now. */
  liveBadge: '巡查中',
  liveTeams: (n: number) => `${n}支巡查队巡查中`,
} as const;
