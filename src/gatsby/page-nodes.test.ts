import type { Node, SourceNodesArgs } from 'gatsby';
import { describe, expect, it } from 'vitest';
import { keepPageNodes } from './page-nodes';

const node = (id: string, type: string): Node =>
  ({
    id,
    parent: null,
    children: [],
    internal: { type, contentDigest: `${id} digest`, owner: 'internal-data-bridge' },
  }) as Node;

describe('keepPageNodes', () => {
  it('touches every page node of the last build, and nothing else', () => {
    const stored = [
      node('SitePage /gb/en/', 'SitePage'),
      node('SitePage /gb/en/bikes/', 'SitePage'),
      node('p', 'CatalogProduct'),
    ];
    const touched: Node[] = [];
    const asked: string[] = [];
    const args = {
      getNodesByType: (type: string) => {
        asked.push(type);
        return stored.filter((candidate) => candidate.internal.type === type);
      },
      actions: { touchNode: (kept: Node) => void touched.push(kept) },
    } as unknown as Pick<SourceNodesArgs, 'actions' | 'getNodesByType'>;

    keepPageNodes(args);
    expect(asked).toEqual(['SitePage']);
    expect(touched).toEqual(stored.slice(0, 2));
  });
});
