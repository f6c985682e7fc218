// The screens' chart look in one place: text sizes in design pixels, the dark palette, and the
// axis, tooltip and legend pieces every option repeats.

export const PALETTE = [
  '#3ea6ff',
  '#3ee6a8',
  '#ffb547',
  '#ff6b6b',
  '#a78bfa',
  '#4fd2ff',
  '#f783ac',
  '#94d82d',
];
export const TEXT = '#9fc2ee';
export const LINE = 'rgba(80, 160, 255, 0.25)';

export const textStyle = { color: TEXT, fontSize: 15 } as const;

export const tooltip = {
  backgroundColor: 'rgba(6, 24, 56, 0.92)',
  borderColor: 'rgba(80, 160, 255, 0.6)',
  textStyle: { color: '#eaf3ff', fontSize: 15 },
} as const;

export const legend = { textStyle, itemWidth: 14, itemHeight: 10, top: 0 } as const;

export const categoryAxis = (data: readonly string[]) => ({
  type: 'category' as const,
  data: [...data],
  axisLabel: textStyle,
  axisLine: { lineStyle: { color: LINE } },
  axisTick: { show: false },
});

export const valueAxis = {
  type: 'value' as const,
  axisLabel: textStyle,
  splitLine: { lineStyle: { color: LINE, type: 'dashed' as const } },
};
