/**
 * Breadcrumb trail: home, then the category trail cut to the brand's depth (the nearest levels,
 * this page last and marked current). A click on a crumb is recorded in the listing history.
 */
import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../../components/page-context';
import { useCatalogTexts } from '../texts';

export interface Crumb {
  name: string;
  path: string;
}

/** The last `depth` entries of a trail (top group down to the page). */
export function trailAtDepth<T>(trail: readonly T[], depth: number): T[] {
  return depth > 0 ? trail.slice(-depth) : [];
}

const Nav = styled.nav`
  font-size: ${({ theme }) => theme.textSize.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
  li + li::before {
    content: '/';
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    display: inline-block;
    padding: 0.4rem 0;
    color: ${({ theme }) => theme.color.link};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
`;

export interface BreadcrumbsProps {
  /** Top group down to this page, inclusive. */
  trail: readonly Crumb[];
  depth: number;
  onCrumbClick?: () => void;
}

export function Breadcrumbs({ trail, depth, onCrumbClick }: BreadcrumbsProps) {
  const { localePrefix, translations } = usePageContext();
  const texts = useCatalogTexts();
  const shown = trailAtDepth(trail, depth);
  return (
    <Nav aria-label={texts.breadcrumb}>
      <ol>
        <li>
          <Link to={localePrefix} onClick={onCrumbClick}>
            {translations.home}
          </Link>
        </li>
        {shown.map((crumb, index) => {
          const current = index === shown.length - 1;
          return (
            <li key={crumb.path}>
              <Link
                to={crumb.path}
                aria-current={current ? 'page' : undefined}
                onClick={current ? undefined : onCrumbClick}
              >
                {crumb.name}
              </Link>
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}
