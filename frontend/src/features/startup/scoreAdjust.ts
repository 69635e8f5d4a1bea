//! How a score adjustment reads and what the dialog allows: the five axes by their Korean names
//! (the radar's order), at most ±30 points, a reason of up to 500 characters.
import { formatNumber } from '@/shared/format';
import { VALUE_AXES } from './profile';
import type { ScoreAxisCode } from './scoreApi';

export const POINTS_LIMIT = 30;
export const REASON_MAX = 500;

export const AXIS_OPTIONS: { value: ScoreAxisCode; label: string }[] = VALUE_AXES.map((axis) => ({
  value: axis.key,
  label: axis.label,
}));

/** '+5점', '−10점' (a minus sign, not a hyphen), '0점'. */
export function signedPoints(points: number): string {
  const sign = points > 0 ? '+' : points < 0 ? '−' : '';
  return `${sign}${formatNumber(Math.abs(points))}점`;
}
