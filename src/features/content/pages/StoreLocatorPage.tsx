import React from 'react';
import { Section } from '../../../components/sections';
import {
  type StoreLocatorFilter,
  type StoreLocatorPageContent,
  storeLocatorFilters,
} from '../../../services/storyblok/model';
import { StoreLocator } from '../../dealers';
import { editable } from '../blocks/editable';
import { StoryHeader } from './StoryHeader';

/** The filters the content offers, known ones only, in the model's order. */
export function offeredFilters(content: StoreLocatorPageContent): StoreLocatorFilter[] {
  const offered = new Set<string>(content.filters ?? []);
  return storeLocatorFilters.filter((filter) => offered.has(filter));
}

/** The store locator page: the content's title and intro above the dealers feature's locator. */
export function StoreLocatorPage({ content }: { content: StoreLocatorPageContent }) {
  return (
    <div {...editable(content)}>
      <StoryHeader title={content.title} intro={content.intro} />
      <Section $width="wide">
        <StoreLocator
          filters={offeredFilters(content)}
          labels={{
            collectInStore: content.collect_in_store_label,
            testCenter: content.test_center_label,
            bikeTypes: content.bike_types_label,
          }}
        />
      </Section>
    </div>
  );
}
