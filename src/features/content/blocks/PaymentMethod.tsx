import React from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { RichText } from '../rich-text/RichText';
import type { PaymentMethodContent } from '../../../services/storyblok/model';
import { editable } from './editable';
import { ItemCard, Logo } from '../../../components/sections';
import { type ItemProps, ItemTitle, present } from './block-layout';

const logoSize = { width: 120, height: 60 };

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.2rem 2.4rem;
  > :is(h1, h2, h3, h4) {
    margin: 0;
  }
`;

/** A payment option of the shop with its logo; on its own page with the full description. */
export function PaymentMethod({ blok, href, headingLevel = 3, detail = false }: ItemProps<PaymentMethodContent>) {
  if (!present(blok.title)) return null;
  return (
    <ItemCard {...editable(blok)} $plain={detail}>
      <Header>
        {present(blok.logo?.filename) && (
          <Logo $width={logoSize.width}>
            {/* The title names the method; the logo is decoration next to it. */}
            <ResponsiveImage filename={blok.logo.filename} alt="" fixed={logoSize} />
          </Logo>
        )}
        <ItemTitle level={headingLevel} href={href}>
          {blok.title}
        </ItemTitle>
      </Header>
      {present(blok.intro) && <p>{blok.intro}</p>}
      {detail && <RichText document={blok.body} />}
    </ItemCard>
  );
}
