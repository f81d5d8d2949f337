import React from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../../components/page-context';
import { editable } from '../blocks/editable';
import { Section } from '../../../components/sections';
import { ButtonLink, present } from '../blocks/block-layout';
import { useBlockLinks } from '../blocks/links';
import { Blocks } from '../blocks/registry';
import type { CampaignContent } from '../../../services/storyblok/model';
import { RichText } from '../rich-text/RichText';
import { DateRange, hasPeriod } from './dates';
import { usePageTexts } from './texts';
import { relatedStories } from './story';
import { StoryCards, productLineTeaser } from './StoryCards';
import { StoryHeader } from './StoryHeader';

const Period = styled.span`
  strong {
    margin-right: 0.4rem;
  }
`;

const Action = styled.p`
  margin: 3.2rem 0 0;
`;

/**
 * A campaign: title, period and lead image, the text with its call to action, the products
 * on offer (from the catalogue data the page provides) and the product lines it is about.
 */
export function CampaignPage({ content }: { content: CampaignContent }) {
  const texts = usePageTexts();
  const { translations } = usePageContext();
  const link = useBlockLinks().link(content.link);
  return (
    <article {...editable(content)}>
      <StoryHeader
        title={content.title}
        intro={content.intro}
        meta={[
          hasPeriod(content.starts_at, content.ends_at) && (
            <Period key="period">
              <strong>{texts.campaignPeriod}</strong>{' '}
              <span>
                <DateRange start={content.starts_at} end={content.ends_at} />
              </span>
            </Period>
          ),
        ]}
        image={content.hero_image}
        priority
      />
      <Section $width="text">
        <RichText document={content.text} />
        {link && present(content.link_label) && (
          <Action>
            <ButtonLink link={link}>{content.link_label}</ButtonLink>
          </Action>
        )}
      </Section>
      <Blocks blocks={content.product_teasers} priority={false} />
      <StoryCards
        title={translations.productLines}
        stories={relatedStories(content.product_lines)}
        teaserOf={productLineTeaser}
      />
    </article>
  );
}
