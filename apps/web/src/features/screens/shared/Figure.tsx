import { AnimatedNumber } from './AnimatedNumber';

export interface FigureProps {
  label: string;
  value: number | null;
  unit?: string;
  decimals?: number;
  tone?: 'warn' | 'danger' | 'good';
}

/** One headline figure of a screen; '—' until the first figures arrive. */
export function Figure({ label, value, unit, decimals = 0, tone }: FigureProps) {
  return (
    <div className="jt-screen-figure" data-tone={tone} data-figure={label}>
      <span className="jt-screen-figure-label">{label}</span>
      <span className="jt-screen-figure-value">
        {value === null ? '—' : <AnimatedNumber value={value} decimals={decimals} />}
        {unit && <small>{unit}</small>}
      </span>
    </div>
  );
}
