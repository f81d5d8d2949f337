import React from 'react';
import { editable } from '../blocks/editable';
import { Blocks } from '../blocks/registry';
import type { CampaignContent, CampaignListingContent } from '../../../services/storyblok/model';
import { DateRange, hasPeriod, parseContentDate } from './dates';
import { usePageTexts } from './texts';
import { type StoryRef, newestFirst } from './story';
import { StoryCards } from './StoryCards';
import { StoryHeader } from './StoryHeader';

export interface CampaignListingPageProps {
  content: CampaignListingContent;
  /** The campaigns of the listing's folder, in the page's language. */
  campaigns: readonly StoryRef<CampaignContent>[];
}

/** Campaigns as cards with their periods, latest start first; then the listing's own blocks. */
export function CampaignListingPage({ content, campaigns }: CampaignListingPageProps) {
  const texts = usePageTexts();
  return (
    <div {...editable(content)}>
      <StoryHeader title={content.title} intro={content.intro} />
      <StoryCards
        stories={newestFirst(campaigns, (story) =>
          parseContentDate(story.content.starts_at || story.first_published_at),
        )}
        teaserOf={({ content: campaign }) => ({
          title: campaign.title,
          text: campaign.intro,
          image: campaign.hero_image,
          meta: hasPeriod(campaign.starts_at, campaign.ends_at) && (
            <DateRange start={campaign.starts_at} end={campaign.ends_at} />
          ),
        })}
        empty={texts.emptyListing}
      />
      <Blocks blocks={content.body} priority={false} />
    </div>
  );
}
