import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React, { useMemo } from 'react';
import { PageHead } from '../shell/PageHead';
import { brand } from '../config/runtime';
import { parseDetail, plainText, type ProductDetailData, type ProductPageContext } from '../features/catalog';
import { ProductDetailPage, productHeadExtras } from '../features/catalog';

/** Product detail: one product in one locale; each variant path is a page of its own with its variant preselected. */
export default function ProductTemplate({
  data,
  pageContext,
  path,
  location,
}: PageProps<ProductDetailData, ProductPageContext>) {
  const detail = useMemo(() => parseDetail(data.catalogProduct?.detail), [data.catalogProduct?.detail]);
  return (
    <ProductDetailPage
      detail={detail}
      variantId={pageContext.variantId}
      search={location.search}
      linkState={location.state}
      path={path}
      storeLocatorPath={pageContext.storeLocatorPath ?? null}
    />
  );
}

/** The meta title without a trailing '| Brand', which PageHead adds itself. */
function titleOf(metaTitle: string | null, name: string): string {
  const suffix = `| ${brand.displayName}`;
  const title = (metaTitle ?? '').trim();
  const withoutBrand = title.endsWith(suffix) ? title.slice(0, -suffix.length).trim() : title;
  return withoutBrand || name;
}

export function Head({ data, pageContext }: HeadProps<ProductDetailData, ProductPageContext>) {
  const detail = data.catalogProduct ? parseDetail(data.catalogProduct.detail) : null;
  const description = detail ? plainText(detail.metaDescription ?? detail.subtitle ?? '') : '';
  const extras = detail ? productHeadExtras(detail, pageContext, pageContext.canonicalPath, description) : undefined;
  return (
    <PageHead
      pageContext={pageContext}
      title={detail ? titleOf(detail.metaTitle, detail.name) : ''}
      description={description || undefined}
      card={extras?.card}
      structuredData={extras?.structuredData}
    />
  );
}

export const query = graphql`
  query ProductDetailPage($id: String!) {
    catalogProduct(id: { eq: $id }) {
      detail
    }
  }
`;
