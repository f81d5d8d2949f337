import React from 'react';
import styled from 'styled-components';
import { RichText } from '../rich-text/RichText';
import { type ShippingMethodContent, resolvedStories } from '../../../services/storyblok/model';
import { Courier } from './Courier';
import { editable } from './editable';
import { Facts, Heading, ItemCard, subLevel } from '../../../components/sections';
import { type ItemProps, ItemTitle, present } from './block-layout';
import { useBlockTexts } from './texts';
import { ReturnMethod } from './ReturnMethod';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.6rem;
`;

const Part = styled.section`
  display: grid;
  gap: 1.2rem;
  margin-top: 1.6rem;
  > :is(h2, h3, h4) {
    margin: 0;
  }
`;

/**
 * A delivery option with its delivery time; on its own page also the description, the
 * couriers that carry it and the ways to return goods (unresolved relations left out).
 */
export function ShippingMethod({ blok, href, headingLevel = 3, detail = false }: ItemProps<ShippingMethodContent>) {
  const texts = useBlockTexts();
  if (!present(blok.title)) return null;
  const couriers = detail ? resolvedStories(blok.couriers ?? []) : [];
  const returns = detail ? resolvedStories(blok.return_methods ?? []) : [];
  const partLevel = subLevel(headingLevel);
  return (
    <ItemCard {...editable(blok)} $plain={detail}>
      <ItemTitle level={headingLevel} href={href}>
        {blok.title}
      </ItemTitle>
      {present(blok.intro) && <p>{blok.intro}</p>}
      {present(blok.delivery_time) && (
        <Facts>
          <dt>{texts.deliveryTime}</dt>
          <dd>{blok.delivery_time}</dd>
        </Facts>
      )}
      {detail && <RichText document={blok.body} />}
      {couriers.length > 0 && (
        <Part>
          <Heading level={partLevel}>{texts.couriers}</Heading>
          <List>
            {couriers.map((story) => (
              <li key={story.uuid}>
                <Courier blok={story.content} />
              </li>
            ))}
          </List>
        </Part>
      )}
      {returns.length > 0 && (
        <Part>
          <Heading level={partLevel}>{texts.returnOptions}</Heading>
          <List>
            {returns.map((story) => (
              <li key={story.uuid}>
                <ReturnMethod blok={story.content} />
              </li>
            ))}
          </List>
        </Part>
      )}
    </ItemCard>
  );
}
