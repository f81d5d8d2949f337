import React, { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import type { MessageKey } from '../../../../brands/shared/messages';
import { usePageContext } from '../../../components/page-context';
import { editable } from '../blocks/editable';
import { Section } from '../../../components/sections';
import { present } from '../blocks/block-layout';
import {
  type StoreLocatorFilter,
  type StoreLocatorPageContent,
  storeLocatorFilters,
} from '../../../services/storyblok/model';
import { Check, Field, Fieldset, Form, Input, Row, Submit } from './forms';
import { usePageTexts } from './texts';
import { StoryHeader } from './StoryHeader';

/** Bike types a dealer search can ask for, as keys of the shared interface texts. */
export const bikeTypeKeys = [
  'eBikes',
  'cityBikes',
  'trekkingBikes',
  'mountainBikes',
  'kidsBikes',
] as const satisfies readonly MessageKey[];

const Status = styled.p`
  margin: 2.4rem 0 0;
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

/** The filters the content offers, known ones only, in the model's order. */
export function offeredFilters(content: StoreLocatorPageContent): StoreLocatorFilter[] {
  const offered = new Set<string>(content.filters ?? []);
  return storeLocatorFilters.filter((filter) => offered.has(filter));
}

/**
 * The store locator: the content's texts and the dealer search form with the filters the brand
 * offers (collect in store, test centre, bike types). The dealer data is not connected yet: a
 * search says so instead of showing an empty or invented result.
 */
export function StoreLocatorPage({ content }: { content: StoreLocatorPageContent }) {
  const texts = usePageTexts();
  const { translations } = usePageContext();
  const [searched, setSearched] = useState(false);
  const id = useId();
  const filters = offeredFilters(content);
  const checkbox = (name: StoreLocatorFilter, label: string) =>
    present(label) && (
      <Check>
        <input type="checkbox" name={name} value="1" />
        {label}
      </Check>
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearched(true);
  };

  return (
    <div {...editable(content)}>
      <StoryHeader title={content.title} intro={content.intro} />
      <Section $width="text">
        <Form onSubmit={submit}>
          <Field>
            <label htmlFor={`${id}-location`}>{texts.locationLabel}</label>
            <Row>
              <Input id={`${id}-location`} type="text" name="location" autoComplete="postal-code" />
              <Submit type="submit">{texts.findDealers}</Submit>
            </Row>
          </Field>
          {(filters.includes('collect_in_store') || filters.includes('test_center')) && (
            <Fieldset>
              <legend>{texts.dealerFilters}</legend>
              {filters.includes('collect_in_store') && checkbox('collect_in_store', content.collect_in_store_label)}
              {filters.includes('test_center') && checkbox('test_center', content.test_center_label)}
            </Fieldset>
          )}
          {filters.includes('bike_types') && present(content.bike_types_label) && (
            <Fieldset>
              <legend>{content.bike_types_label}</legend>
              {bikeTypeKeys.map((key) => (
                <Check key={key}>
                  <input type="checkbox" name="bike_type" value={key} />
                  {translations[key]}
                </Check>
              ))}
            </Fieldset>
          )}
        </Form>
        <Status role="status">{searched ? texts.dealersPending : ''}</Status>
      </Section>
    </div>
  );
}
