/**
 * Dates of content (publication dates, campaign periods), shown in the page's language. Storyblok
 * stores `datetime` fields as `YYYY-MM-DD HH:mm` in UTC; the story's own timestamps are ISO.
 * Dates are formatted in UTC, so the server render and the browser show the same day.
 */
import React, { Fragment, useMemo } from 'react';
import { usePageContext } from '../../../components/page-context';
import { contentDateOptions } from '../../../lib/i18n/date-pattern';
import { dateTimeFormat, localeTag } from '../../../lib/i18n/intl';
import { usePageTexts } from './texts';

const storyblokDateTime = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/;

/** A content date (`YYYY-MM-DD HH:mm` UTC, or ISO), or null when empty or unreadable. */
export function parseContentDate(value: string | null | undefined): Date | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const parts = storyblokDateTime.exec(text);
  const date = parts
    ? new Date(
        Date.UTC(
          Number(parts[1]),
          Number(parts[2]) - 1,
          Number(parts[3]),
          Number(parts[4] ?? 0),
          Number(parts[5] ?? 0),
        ),
      )
    : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface FormattedDate {
  /** Machine-readable, for `<time dateTime>`. */
  iso: string;
  /** In the page's language, e.g. "1. März 2025". */
  text: string;
}

export type DateFormatter = (value: string | null | undefined) => FormattedDate | null;

export function dateFormatter(country: string, language: string): DateFormatter {
  const format = dateTimeFormat(localeTag({ country, language }), contentDateOptions);
  return (value) => {
    const date = parseContentDate(value);
    return date ? { iso: date.toISOString(), text: format.format(date) } : null;
  };
}

/** Formats content dates in the current page's language. */
export function useDateFormatter(): DateFormatter {
  const { country, language } = usePageContext();
  return useMemo(() => dateFormatter(country, language), [country, language]);
}

/** A formatted date as `<time>`. */
export const Time = ({ date }: { date: FormattedDate }) => <time dateTime={date.iso}>{date.text}</time>;

/** A period ("1 March 2025 – 15 April 2025", "From …", "Until …"); nothing when both ends are empty. */
export function DateRange({ start, end }: { start: string | null | undefined; end: string | null | undefined }) {
  const texts = usePageTexts();
  const format = useDateFormatter();
  const from = format(start);
  const until = format(end);
  // The templates are split at their placeholders, so each date stays a <time> element.
  const parts = (template: string, values: Record<string, FormattedDate>) =>
    template.split(/(\{\w+\})/).map((part, index) => {
      const date = values[part.slice(1, -1)];
      return date ? <Time key={index} date={date} /> : <Fragment key={index}>{part}</Fragment>;
    });
  if (from && until) return <>{parts(texts.dateRange, { start: from, end: until })}</>;
  if (from) return <>{parts(texts.fromDate, { date: from })}</>;
  if (until) return <>{parts(texts.untilDate, { date: until })}</>;
  return null;
}

/** Whether a period has at least one end. */
export const hasPeriod = (start: string | null | undefined, end: string | null | undefined): boolean =>
  parseContentDate(start) !== null || parseContentDate(end) !== null;
