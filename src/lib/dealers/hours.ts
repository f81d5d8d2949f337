import { dateTimeFormat } from '../i18n/intl';
import type { OpeningHours } from './types';

/** ISO weekday (1 Monday ... 7 Sunday) of a date in a time zone. */
export function isoWeekday(date: Date, timeZone?: string): number {
  const name = dateTimeFormat('en-US', { weekday: 'short', timeZone }).format(date);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
}

// 2024-01-01 was a Monday: day n of the ISO week is January n.
const weekdayDate = (day: number) => new Date(Date.UTC(2024, 0, day, 12));

/** The name of an ISO weekday in the page language ("Monday", "lundi"). */
export function weekdayName(day: number, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(weekdayDate(day));
}

/** "09:00" as the page language writes a time of day ("9:00 AM" in en-US, "09:00" in de). */
export function formatTime(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, hours, minutes)),
  );
}

export interface WeekdayHours {
  day: number;
  name: string;
  /** Opening periods of the day as text; empty when closed. */
  periods: string[];
}

/** The seven days Monday first, each with its periods in the page language's format. */
export function weekHours(hours: readonly OpeningHours[], locale: string): WeekdayHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    name: weekdayName(day, locale),
    periods: hours
      .filter((entry) => entry.day === day)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((entry) => `${formatTime(entry.opens, locale)} – ${formatTime(entry.closes, locale)}`),
  }));
}
