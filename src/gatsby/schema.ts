/**
 * The type definitions the site gives Gatsby's schema (createSchemaCustomization). Every type is
 * `@dontInfer`: Gatsby's inference-metadata reducer walks each node of a type that may be
 * inferred, every field and every string of it checked for a date, and it learns that a type is
 * not inferred from a `createTypes` call only. Gatsby declares its own SitePage without
 * inference but not through that call, so it walked every page node, context included (a product
 * page's is some 16 KB): 1.4-3.0 s of a rebuild's createPages at 10,000 products (issue 20).
 */
import { catalogTypeDefs } from './catalog/source';

/** SitePage as Gatsby declares it; the site adds no field, only the directive. */
const sitePageTypeDefs = `
  type SitePage implements Node @dontInfer {
    path: String!
  }
`;

export const siteTypeDefs: readonly string[] = [catalogTypeDefs, sitePageTypeDefs];
