/** Clamp a number into the inclusive range [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  if (min > max) throw new RangeError(`min (${min}) > max (${max})`);
  return Math.min(max, Math.max(min, value));
}
