/**
 * The filter sidebar: one fieldset per facet with a checkbox per option and its count (the
 * library's `listingFacets`). On small screens it is a disclosure behind a 'Filters' button; from
 * the md breakpoint on it is always shown. Options that would give no result are disabled unless
 * selected, so a selection can always be undone.
 */
import React, { useId, useState } from 'react';
import styled from 'styled-components';
import type { Facet } from '../../../lib/product';
import { fill } from '../../../lib/i18n/fill';
import { useCatalogTexts } from '../texts';

const Aside = styled.aside`
  min-width: 0;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 4.4rem;
  padding: 0.8rem 1.6rem;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.control};
  cursor: pointer;
  &::after {
    content: '+';
    font-size: ${({ theme }) => theme.textSize.xl};
    line-height: 1;
  }
  &[aria-expanded='true']::after {
    content: '−';
  }
  ${({ theme }) => theme.up('md')} {
    display: none;
  }
`;

const Panel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  padding-top: 1.6rem;
  ${({ theme }) => theme.up('md')} {
    display: block;
    padding-top: 0;
  }
  h2 {
    display: none;
    margin: 0 0 1.6rem;
    font-size: ${({ theme }) => theme.headingSize.h4};
    ${({ theme }) => theme.up('md')} {
      display: block;
    }
  }
`;

const Fieldset = styled.fieldset`
  margin: 0 0 2.4rem;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.8rem;
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  ul {
    display: grid;
    gap: 0.4rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.8rem;
    min-height: 4.4rem;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 2rem;
    height: 2rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  input:disabled + span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const OptionText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.8rem;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Swatch = styled.span`
  flex: none;
  width: 2rem;
  height: 2rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 50%;
`;

const ClearButton = styled.button`
  min-height: 4.4rem;
  padding: 0.8rem 1.6rem;
  font: inherit;
  color: ${({ theme }) => theme.color.link};
  background: none;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.control};
  cursor: pointer;
`;

export interface FilterSidebarProps {
  facets: readonly Facet[];
  onToggle: (key: string, code: string) => void;
  onClear: () => void;
}

export function FilterSidebar({ facets, onToggle, onClear }: FilterSidebarProps) {
  const texts = useCatalogTexts();
  const [open, setOpen] = useState(false);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const selected = facets.reduce((sum, facet) => sum + facet.options.filter((option) => option.selected).length, 0);
  if (facets.length === 0) return null;
  return (
    <Aside aria-label={texts.filters}>
      <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {selected > 0 ? fill(texts.filtersWithCount, { count: selected }) : texts.filters}
      </Toggle>
      <Panel id={panelId} $open={open}>
        <h2>{texts.filters}</h2>
        {facets.map((facet, facetIndex) => (
          <Fieldset key={facet.key}>
            <legend>{facet.label}</legend>
            <ul>
              {facet.options.map((option, optionIndex) => {
                const id = `${baseId}-${facetIndex}-${optionIndex}`;
                return (
                  <li key={option.code}>
                    <label htmlFor={id}>
                      <input
                        id={id}
                        type="checkbox"
                        checked={option.selected}
                        disabled={option.count === 0 && !option.selected}
                        onChange={() => onToggle(facet.key, option.code)}
                      />
                      <OptionText>
                        {option.colorHexCode && (
                          <Swatch aria-hidden="true" style={{ background: option.colorHexCode }} />
                        )}
                        <span>
                          {`${option.name} `}
                          <Count>{`(${option.count})`}</Count>
                        </span>
                      </OptionText>
                    </label>
                  </li>
                );
              })}
            </ul>
          </Fieldset>
        ))}
        {selected > 0 && (
          <ClearButton type="button" onClick={onClear}>
            {texts.clearFilters}
          </ClearButton>
        )}
      </Panel>
    </Aside>
  );
}
