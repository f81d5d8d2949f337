/**
 * Key features: a list of title and text, or, with the brand flag `keyFeaturesAccordion`, an
 * accordion of native disclosures (keyboard, screen reader and find-in-page support included,
 * every text in the static HTML).
 */
import React, { useId } from 'react';
import styled from 'styled-components';
import type { KeyFeature } from '../../../lib/product';
import { useCatalogTexts } from '../texts';

const List = styled.ul`
  display: grid;
  gap: 1.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  h3 {
    margin: 0 0 0.4rem;
    font-size: ${({ theme }) => theme.textSize.lg};
  }
  p {
    margin: 0;
  }
`;

const Accordion = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  details {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1.6rem;
    min-height: 4.4rem;
    padding: 1.2rem 0;
    font-weight: ${({ theme }) => theme.font.weights.bold};
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    &::after {
      content: '+';
      flex: none;
      font-size: ${({ theme }) => theme.textSize.xl};
      line-height: 1;
      color: ${({ theme }) => theme.color.accent};
    }
  }
  details[open] summary::after {
    content: '−';
  }
  p {
    margin: 0 0 1.6rem;
  }
`;

export function KeyFeatures({ features, accordion }: { features: readonly KeyFeature[]; accordion: boolean }) {
  const texts = useCatalogTexts();
  const id = useId();
  const shown = features.filter((feature) => feature.title.trim() !== '' || feature.text.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.keyFeatures}</h2>
      {accordion ? (
        <Accordion>
          {shown.map((feature, index) => (
            <details key={`${feature.title}-${index}`}>
              <summary>{feature.title || feature.text}</summary>
              {feature.title && feature.text && <p>{feature.text}</p>}
            </details>
          ))}
        </Accordion>
      ) : (
        <List>
          {shown.map((feature, index) => (
            <li key={`${feature.title}-${index}`}>
              {feature.title && <h3>{feature.title}</h3>}
              {feature.text && <p>{feature.text}</p>}
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
