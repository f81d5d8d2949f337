import type { SourceNodesArgs } from 'gatsby';

/**
 * Keeps the last build's page nodes through sourcing. Gatsby deletes every node that no source
 * touched as stale once sourcing ends, its own SitePage nodes too (their owner sources nothing),
 * and createPages then writes each page's node anew with its context (16 KB on a product page).
 * Touched, they outlive sourcing: createPage finds a node with the same digest and only touches
 * it, and a page that is not created again loses its node with the page (Gatsby's DELETE_PAGE).
 */
export function keepPageNodes({ actions, getNodesByType }: Pick<SourceNodesArgs, 'actions' | 'getNodesByType'>): void {
  for (const node of getNodesByType('SitePage')) actions.touchNode(node);
}
