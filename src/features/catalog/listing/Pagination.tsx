/**
 * Pagination of a listing: real links (the page's query with `page`), so they work without
 * JavaScript, open in a new tab and can be shared; a plain click changes the page in place.
 */
import React from 'react';
import styled from 'styled-components';
import { fill } from '../../../lib/i18n/fill';
import { useCatalogTexts } from '../texts';

export type PageItem = number | 'gap';

/** Pages to show: the first, the last and the current one with its neighbours; a gap marks skipped pages. */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((entry) => entry >= 1 && entry <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const entry of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && entry - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && entry - previous > 2) items.push('gap');
    items.push(entry);
  }
  return items;
}

const Nav = styled.nav`
  margin-top: 3.2rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 0.8rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 4.4rem;
    min-height: 4.4rem;
    padding: 0 1.2rem;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.control};
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.onPrimary};
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
`;

/** A click the browser should handle itself (new tab or window, download). */
const isModifiedClick = (event: React.MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** Link of a page (path and query). */
  hrefOf: (page: number) => string;
  onSelect: (page: number) => void;
}

export function Pagination({ page, pageCount, hrefOf, onSelect }: PaginationProps) {
  const texts = useCatalogTexts();
  if (pageCount <= 1) return null;
  const link = (target: number, label: string, content: React.ReactNode, rel?: string) => (
    <a
      href={hrefOf(target)}
      rel={rel}
      aria-label={label}
      aria-current={target === page && !rel ? 'page' : undefined}
      onClick={(event) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        // The page shown already: a second history entry of it would make Back seem to do nothing.
        if (target !== page) onSelect(target);
      }}
    >
      {content}
    </a>
  );
  return (
    <Nav aria-label={texts.pagination}>
      <ul>
        {page > 1 && <li>{link(page - 1, texts.previousPage, '‹', 'prev')}</li>}
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>{link(item, fill(texts.pageNumber, { page: item }), item)}</li>
          ),
        )}
        {page < pageCount && <li>{link(page + 1, texts.nextPage, '›', 'next')}</li>}
      </ul>
    </Nav>
  );
}
