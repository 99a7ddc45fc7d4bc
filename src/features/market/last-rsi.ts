/**
 * The relative strength index of the last value (Wilder's smoothing), or null with `period` values
 * or fewer. Computed step by step as technicalindicators' RSI computes it (a simple average of the
 * first `period` moves, then Wilder's smoothing, the index to 2 decimals), so the figure equals
 * the last of the series it returns (last-rsi.test.ts holds it to that); only the last is wanted.
 * @see https://github.com/anandanand84/technicalindicators/blob/master/src/oscillators/RSI.ts
 */
export function lastRsi(values: readonly number[], period: number): number | null {
  if (period < 1 || values.length <= period) return null;
  let gainSum = 0;
  let lossSum = 0;
  let averageGain = 0;
  let averageLoss = 0;
  for (let i = 1; i < values.length; i += 1) {
    const move = values[i]! - values[i - 1]!;
    const gain = move > 0 ? move : 0;
    const loss = -move > 0 ? -move : 0;
    if (i < period) {
      gainSum = gainSum + gain;
      lossSum = lossSum + loss;
    } else if (i === period) {
      averageGain = (gainSum + gain) / period;
      averageLoss = (lossSum + loss) / period;
    } else {
      averageGain = (averageGain * (period - 1) + gain) / period;
      averageLoss = (averageLoss * (period - 1) + loss) / period;
    }
  }
  if (averageLoss === 0) return 100;
  if (averageGain === 0) return 0;
  const strength = averageGain / averageLoss;
  return parseFloat((100 - 100 / (1 + (Number.isNaN(strength) ? 0 : strength))).toFixed(2));
}
