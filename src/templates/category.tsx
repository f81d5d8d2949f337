import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React, { useMemo } from 'react';
import { PageHead } from '../shell/PageHead';
import { CategoryListingPage, categoryHeadExtras } from '../features/catalog';
import { type CategoryListingData, type CategoryPageContext, parseCategory, plainText } from '../features/catalog';

/** Category listing: one category of the catalogue in one locale, its default listing in the page context. */
export default function CategoryTemplate({
  data,
  pageContext,
  location,
}: PageProps<CategoryListingData, CategoryPageContext>) {
  const category = useMemo(() => parseCategory(data.catalogCategory), [data.catalogCategory]);
  return <CategoryListingPage category={category} listing={pageContext.listing} search={location.search} />;
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
  query CategoryListing($id: String!) {
    catalogCategory(id: { eq: $id }) {
      name
      path
      description
      legalNotes
      breadcrumb
      subcategories
      facets
    }
  }
`;
