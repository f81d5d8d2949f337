/**
 * The way back from a product to the listing it was opened from, as that listing was left
 * (filters, sort, page), from the listing history. Hidden when there is none, when it is in
 * another locale, or when the visitor left the listing through the breadcrumb trail. The row
 * keeps its height either way: the link appears after hydration without shifting the page.
 */
import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../../components/page-context';
import { listingLink, useListingHistory, useListingHistoryHydration } from '../listing-history';
import { fill } from '../../../lib/i18n/fill';
import { useCatalogTexts } from '../texts';

const Row = styled.div`
  min-height: calc(${({ theme }) => theme.textSize.md} * 1.5 + 0.8rem);
  padding: 0.4rem 0;
  a {
    color: ${({ theme }) => theme.color.link};
  }
  a::before {
    content: '‹ ';
  }
`;

export function BackToListing() {
  useListingHistoryHydration();
  const { localePrefix } = usePageContext();
  const texts = useCatalogTexts();
  const last = useListingHistory((history) => history.lastListingPage);
  const breadcrumbClicked = useListingHistory((history) => history.breadcrumbClicked);
  const shown = last !== null && !breadcrumbClicked && last.localePrefix === localePrefix;
  return (
    <Row>
      {shown && (
        <Link to={listingLink(last)}>
          {last.name ? fill(texts.backToListing, { name: last.name }) : texts.backToResults}
        </Link>
      )}
    </Row>
  );
}
