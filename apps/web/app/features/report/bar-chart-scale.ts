/** One bar of a horizontal bar chart: its label, its value, and the words written beside it. */
export interface Bar {
  label: string;
  value: number;
  text: string;
}

export interface BarGeometry extends Bar {
  /** The top of the row (its label sits here, the bar below it). */
  y: number;
  /** The bar's left edge and width; a negative value grows left of the zero line. */
  x: number;
  width: number;
}

export interface BarChartLayout {
  width: number;
  height: number;
  /** Where zero is: the left edge, or the middle when some values are negative. */
  zeroX: number;
  bars: BarGeometry[];
}

export const ROW_HEIGHT = 44;
export const BAR_HEIGHT = 14;
/** Room kept right of the longest bar for its figure. */
const VALUE_ROOM = 96;
const SIDE = 8;

/**
 * Lays out horizontal bars, one row each (label above, bar below), scaled to the largest absolute
 * value. With negative values the zero line moves to the middle and bars grow both ways.
 */
export function barChartLayout(bars: readonly Bar[], width: number): BarChartLayout {
  const hasNegative = bars.some((b) => b.value < 0);
  const max = Math.max(...bars.map((b) => Math.abs(b.value)), 0) || 1;
  const zeroX = hasNegative ? width / 2 : SIDE;
  const span = hasNegative ? width / 2 - VALUE_ROOM : width - SIDE - VALUE_ROOM;
  return {
    width,
    height: bars.length * ROW_HEIGHT + 4,
    zeroX,
    bars: bars.map((bar, i) => {
      const length = Math.max(2, (Math.abs(bar.value) / max) * span);
      return { ...bar, y: i * ROW_HEIGHT, x: bar.value < 0 ? zeroX - length : zeroX, width: length };
    }),
  };
}
