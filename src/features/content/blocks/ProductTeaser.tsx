import React from 'react';
import type { ProductTeaserBlock } from '../../../services/storyblok/model';
import { useContentData } from './content-data';
import { editable } from './editable';
import { CardGrid, Section, SectionHeader } from '../../../components/sections';
import { type BlockProps, present } from './block-layout';

/**
 * Product tiles, as the listing draws them (image, badges, price, stock), for the products the
 * build chose for this block; products without data are skipped, and with none the block is
 * left out rather than shown empty.
 */
export function ProductTeaser({ blok }: BlockProps<ProductTeaserBlock>) {
  const { products, teaserProducts, ProductTile } = useContentData();
  const numbers = teaserProducts[blok._uid] ?? blok.product_numbers ?? [];
  const cards = [...new Set(numbers)].flatMap((number) => {
    const card = products[number];
    return card ? [card] : [];
  });
  if (!ProductTile || cards.length === 0) return null;
  return (
    <Section {...editable(blok)}>
      {present(blok.title) && (
        <SectionHeader>
          <h2>{blok.title}</h2>
        </SectionHeader>
      )}
      <CardGrid $min="24rem" $twoUp>
        {cards.map((card) => (
          <li key={card.sku}>
            <ProductTile card={card} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
