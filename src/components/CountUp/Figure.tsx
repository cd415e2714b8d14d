import { CountUpIsland } from './CountUpIsland';

/**
 * A figure a page shows large above its label, and what kind of figure it is. A quantity
 * (150+, 24/7, 3) counts up once it is seen (the countUp machine). A year is a date: counting
 * it up would show other years on the way (0 … 2015 … 2016), each of them a wrong statement,
 * so it is written as it is, in the prerendered page and after hydration alike, with no code.
 */
export type FigureData =
  | { kind: 'quantity'; value: number; prefix?: string; suffix?: string; decimals?: number }
  | { kind: 'year'; value: number };

export interface FigureProps {
  figure: FigureData;
  /** How long a quantity counts (spec: 2000 ms, some sections 2500 ms). */
  durationMs?: number;
  className?: string;
}

export function Figure({ figure, durationMs, className }: FigureProps) {
  if (figure.kind === 'year') {
    // No thousands separator in a year (2016, not 2.016); a <time> says which year it is.
    return (
      <time className={className} dateTime={String(figure.value)} data-part="year">
        {String(figure.value)}
      </time>
    );
  }
  return (
    <CountUpIsland
      hydrate="visible"
      className={className}
      value={figure.value}
      prefix={figure.prefix}
      suffix={figure.suffix}
      decimals={figure.decimals}
      durationMs={durationMs}
    />
  );
}
