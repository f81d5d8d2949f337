/** Category labels: links to the subcategories of a listing, as a row of chips. */
import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { useCatalogTexts } from '../texts';
import type { Crumb } from './Breadcrumbs';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.8rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
    padding: 0.8rem 1.6rem;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.control};
  }
  a:hover {
    color: ${({ theme }) => theme.color.onAccent};
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

export function CategoryLabels({ categories }: { categories: readonly Crumb[] }) {
  const texts = useCatalogTexts();
  if (categories.length === 0) return null;
  return (
    <Nav aria-label={texts.subcategories}>
      <ul>
        {categories.map((category) => (
          <li key={category.path}>
            <Link to={category.path}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
