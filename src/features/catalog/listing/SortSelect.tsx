/** The sort menu of a listing: a labelled native select over the library's sort letters. */
import React, { useId } from 'react';
import styled from 'styled-components';
import { drawnOnceOptionsParsed, lastOptionMark } from '../../../components/ui/controls';
import { type ListingSort, listingSortMessages, listingSorts } from '../../../lib/product';
import { messageOf, useCatalogTexts } from '../texts';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 0.8rem;
  ${drawnOnceOptionsParsed}
  label {
    font-weight: ${({ theme }) => theme.font.weights.bold};
    white-space: nowrap;
  }
  select {
    min-height: 4.4rem;
    padding: 0.8rem 1.2rem;
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.control};
  }
`;

const isListingSort = (value: string): value is ListingSort => (listingSorts as readonly string[]).includes(value);

export function SortSelect({ value, onChange }: { value: ListingSort; onChange: (sort: ListingSort) => void }) {
  const texts = useCatalogTexts();
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{texts.sortBy}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isListingSort(event.target.value)) onChange(event.target.value);
        }}
      >
        {listingSorts.map((sort, index) => (
          <option key={sort} value={sort} {...lastOptionMark(index, listingSorts.length)}>
            {messageOf(texts, listingSortMessages[sort]) ?? sort}
          </option>
        ))}
      </select>
    </Field>
  );
}
