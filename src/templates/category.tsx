import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React, { useMemo } from 'react';
import { PageHead } from '../shell/PageHead';
import { ListingPage, categoryHeadExtras } from '../features/catalog';
import {
  type CategoryListingData,
  type CategoryPageContext,
  parseCards,
  parseCategory,
  plainText,
} from '../features/catalog';

/** Category listing: one category of the catalogue in one locale, all its products in the page data. */
export default function CategoryTemplate({ data, location }: PageProps<CategoryListingData, CategoryPageContext>) {
  const category = useMemo(() => parseCategory(data.catalogCategory), [data.catalogCategory]);
  const cards = useMemo(() => parseCards(data.allCatalogProduct.nodes), [data.allCatalogProduct.nodes]);
  return <ListingPage category={category} cards={cards} search={location.search} facetDefinitions={category.facets} />;
}

export function Head({ data, pageContext }: HeadProps<CategoryListingData, CategoryPageContext>) {
  const node = data.catalogCategory;
  const description = plainText(node?.description ?? '');
  const extras = node ? categoryHeadExtras(parseCategory(node), pageContext) : undefined;
  return (
    <PageHead
      pageContext={pageContext}
      title={node?.name ?? ''}
      description={description || undefined}
      structuredData={extras?.structuredData}
    />
  );
}

export const query = graphql`
  query CategoryListing($id: String!, $localePrefix: String!, $categoryKey: String!) {
    catalogCategory(id: { eq: $id }) {
      name
      path
      description
      legalNotes
      breadcrumb
      subcategories
      facets
    }
    allCatalogProduct(filter: { localePrefix: { eq: $localePrefix }, categoryKeys: { eq: $categoryKey } }) {
      nodes {
        card
      }
    }
  }
`;
