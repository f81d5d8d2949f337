/**
 * The search page's product results (spec section 2): facets (in stock, price range, colour
 * group, frame shape, frame size, size), the shop's sort letters, paging, all kept in the
 * address (`?q=...`) and changed without a reload; a result count announced to screen readers;
 * without results, spelling suggestions and the main categories.
 */
import { Link, navigate } from 'gatsby';
import React, { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import { brand } from '../../config/runtime';
import { fill } from '../../lib/i18n/fill';
import { type ListingSort, listingSorts } from '../../lib/product';
import {
  buildSearchQuery,
  clearSearchFilters,
  hasFilters,
  type OptionFacetKey,
  pageCount,
  parseSearchQuery,
  type SearchState,
  toggleFacetValue,
  withInStock,
  withPage,
  withPrice,
  withSearchSort,
  withTerm,
} from '../../lib/search';
import { attributeLabel, useAttributeLabels } from '../../components/attribute-labels';
import { CardGrid } from '../../components/sections';
import { ContentResults } from './ContentResults';
import { SearchTile } from './SearchTile';
import { type SearchMessages, useSearchTexts } from './texts';
import { useSearch } from './use-search';

const Body = styled.div`
  display: grid;
  gap: 2.4rem;
  margin-top: 2.4rem;
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: minmax(20rem, 26rem) minmax(0, 1fr);
    gap: 3.2rem;
  }
`;

/** Below the medium breakpoint the filters fold behind their heading, so results come first. */
const FilterHeading = styled.h2`
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.8rem;
    min-height: 4.4rem;
    padding: 0 1.6rem;
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.control};
    cursor: pointer;
  }
  button[aria-expanded='true']::after {
    content: '−';
  }
  button[aria-expanded='false']::after {
    content: '+';
  }
  span {
    display: none;
  }
  ${({ theme }) => theme.up('md')} {
    button {
      display: none;
    }
    span {
      display: inline;
    }
  }
`;

const FilterBody = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  ${({ theme }) => theme.up('md')} {
    display: block;
  }
`;

const Filters = styled.aside`
  min-width: 0;
  h2 {
    margin: 0 0 1.6rem;
    font-size: ${({ theme }) => theme.headingSize.h4};
  }
  fieldset {
    margin: 0 0 2.4rem;
    padding: 0;
    border: 0;
  }
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
  input[type='checkbox'] {
    width: 2rem;
    height: 2rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.8rem;
  label {
    display: grid;
    gap: 0.4rem;
    min-height: 0;
  }
  input {
    width: 10rem;
    min-height: 4.4rem;
    padding: 0.8rem;
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.control};
  }
`;

const Button = styled.button`
  min-height: 4.4rem;
  padding: 0.8rem 1.6rem;
  font: inherit;
  color: ${({ theme }) => theme.color.link};
  background: none;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.control};
  cursor: pointer;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1.2rem 2.4rem;
  margin-bottom: 1.6rem;
  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  label {
    margin-right: 0.8rem;
    font-weight: ${({ theme }) => theme.font.weights.bold};
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

const Heading = styled.h2`
  margin: 0;
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 1.6rem;
  margin-top: 3.2rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
    padding: 0 1.2rem;
    color: ${({ theme }) => theme.color.link};
  }
`;

const Hints = styled.div`
  display: grid;
  gap: 1.6rem;
  margin-top: 1.6rem;
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.8rem 1.6rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
    color: ${({ theme }) => theme.color.link};
  }
`;

const sortMessages: Record<ListingSort, keyof SearchMessages> = {
  r: 'sortRelevance',
  l: 'sortLatest',
  p: 'sortPriceAscending',
  '-p': 'sortPriceDescending',
};
const isSort = (value: string): value is ListingSort => (listingSorts as readonly string[]).includes(value);

/** Whole currency units from a price field; empty means no bound. */
const bound = (value: string): number | null => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

export interface SearchResultsProps {
  /** `location.search` of the page. */
  search: string;
  /** The page's own no-results text (from its story), instead of the default one. */
  noResultsText?: string;
}

export function SearchResults({ search, noResultsText }: SearchResultsProps) {
  const texts = useSearchTexts();
  const labels = useAttributeLabels();
  const { canonicalPath, catalogMenu = [] } = usePageContext();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const state = hydrated ? parseSearchQuery(search) : null;
  const [attempt, setAttempt] = useState(0);
  const pageSize = brand.catalog.categoryPageSize;
  const view = useSearch(state, pageSize, attempt);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();
  const [minPrice, setMinPrice] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  useEffect(() => {
    setMinPrice(state?.price.min?.toString() ?? '');
    setMaxPrice(state?.price.max?.toString() ?? '');
    // The fields follow the address (a shared link, Back).
  }, [state?.price.min, state?.price.max]);

  if (!state || state.term === '') return null;

  const hrefOf = (next: SearchState) => `${canonicalPath}${buildSearchQuery(next)}`;
  // Facets and sort replace the entry (Back leaves the search); a page is a new entry.
  const update = (next: SearchState) => void navigate(hrefOf(next), { replace: true, state: { preserveScroll: true } });
  const goToPage = (page: number) => {
    void navigate(hrefOf(withPage(state, page)));
    // Same page component: the heading stays, so focus can move to it at once.
    headingRef.current?.focus();
  };
  const pages = pageCount(view.total, pageSize);
  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update(withPrice(state, { min: bound(minPrice), max: bound(maxPrice) }));
  };
  const optionLabel = (key: OptionFacetKey) => (key === 'colorGroup' ? texts.colorGroup : attributeLabel(key, labels));
  const showFilters = view.status === 'success' && (view.total > 0 || hasFilters(state));

  const status =
    view.status === 'loading'
      ? texts.searching
      : view.status === 'success'
        ? view.total === 1
          ? texts.resultCountOne
          : fill(texts.resultCount, { count: view.total })
        : '';

  return (
    <section aria-labelledby={`${baseId}-heading`}>
      <Heading id={`${baseId}-heading`} ref={headingRef} tabIndex={-1}>
        {fill(texts.resultsFor, { query: state.term })}
      </Heading>
      <p role="status">{status}</p>
      {view.status === 'failed' && (
        <Hints>
          <p>{texts.searchFailed}</p>
          <div>
            <Button type="button" onClick={() => setAttempt((value) => value + 1)}>
              {texts.retry}
            </Button>
          </div>
        </Hints>
      )}
      {view.status === 'success' && view.total === 0 && !hasFilters(state) && (
        <Hints>
          <p>{noResultsText ?? fill(texts.noResults, { query: state.term })}</p>
          {view.alternatives.length > 0 && (
            <nav aria-label={texts.didYouMean}>
              <p>{texts.didYouMean}</p>
              <ul>
                {view.alternatives.map((name) => (
                  <li key={name}>
                    <Link to={hrefOf(withTerm(state, name))}>{name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {catalogMenu.length > 0 && (
            <nav aria-label={texts.browseCategories}>
              <p>{texts.browseCategories}</p>
              <ul>
                {catalogMenu.map((group) => (
                  <li key={group.path}>
                    <Link to={group.path}>{group.name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </Hints>
      )}
      {showFilters && (
        <Body>
          <Filters aria-label={texts.filters}>
            <FilterHeading>
              <button
                type="button"
                aria-expanded={filtersOpen}
                aria-controls={`${baseId}-filters`}
                onClick={() => setFiltersOpen((open) => !open)}
              >
                {texts.filters}
              </button>
              <span>{texts.filters}</span>
            </FilterHeading>
            <FilterBody id={`${baseId}-filters`} $open={filtersOpen}>
              {view.facets.inStockCount !== null && (
                <fieldset>
                  <legend>{texts.availability}</legend>
                  <label>
                    <input
                      type="checkbox"
                      checked={state.inStock}
                      onChange={(event) => update(withInStock(state, event.target.checked))}
                    />
                    <span>{fill(texts.inStockOnly, { count: view.facets.inStockCount })}</span>
                  </label>
                </fieldset>
              )}
              {view.facets.priceBounds && (
                <form onSubmit={applyPrice}>
                  <fieldset>
                    <legend>{texts.price}</legend>
                    <PriceRow>
                      <label>
                        {texts.minPrice}
                        <input
                          inputMode="numeric"
                          value={minPrice}
                          placeholder={String(view.facets.priceBounds.min)}
                          onChange={(event) => setMinPrice(event.target.value)}
                        />
                      </label>
                      <label>
                        {texts.maxPrice}
                        <input
                          inputMode="numeric"
                          value={maxPrice}
                          placeholder={String(view.facets.priceBounds.max)}
                          onChange={(event) => setMaxPrice(event.target.value)}
                        />
                      </label>
                      <Button type="submit">{texts.applyPrice}</Button>
                    </PriceRow>
                  </fieldset>
                </form>
              )}
              {view.facets.facets.map((facet) => (
                <fieldset key={facet.key}>
                  <legend>{optionLabel(facet.key)}</legend>
                  <ul>
                    {facet.options.map((option) => (
                      <li key={option.value}>
                        <label>
                          <input
                            type="checkbox"
                            checked={option.selected}
                            onChange={() => update(toggleFacetValue(state, facet.key, option.value))}
                          />
                          <span>{option.count === null ? option.label : `${option.label} (${option.count})`}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              ))}
              {hasFilters(state) && (
                <Button type="button" onClick={() => update(clearSearchFilters(state))}>
                  {texts.clearFilters}
                </Button>
              )}
            </FilterBody>
          </Filters>
          <div>
            <Toolbar>
              <div>
                <label htmlFor={`${baseId}-sort`}>{texts.sortBy}</label>
                <select
                  id={`${baseId}-sort`}
                  value={state.sort}
                  onChange={(event) => {
                    if (isSort(event.target.value)) update(withSearchSort(state, event.target.value));
                  }}
                >
                  {listingSorts.map((sort) => (
                    <option key={sort} value={sort}>
                      {texts[sortMessages[sort]]}
                    </option>
                  ))}
                </select>
              </div>
            </Toolbar>
            <CardGrid $min="24rem" $twoUp aria-label={texts.products}>
              {view.records.map((record) => (
                <li key={record.objectID}>
                  <SearchTile record={record} />
                </li>
              ))}
            </CardGrid>
            {pages > 1 && (
              <Pager aria-label={texts.pagination}>
                {state.page > 1 && (
                  <a
                    href={hrefOf(withPage(state, state.page - 1))}
                    rel="prev"
                    onClick={(event) => {
                      event.preventDefault();
                      goToPage(state.page - 1);
                    }}
                  >
                    {texts.previousPage}
                  </a>
                )}
                <span aria-current="page">{fill(texts.pageOf, { page: state.page, pages })}</span>
                {state.page < pages && (
                  <a
                    href={hrefOf(withPage(state, state.page + 1))}
                    rel="next"
                    onClick={(event) => {
                      event.preventDefault();
                      goToPage(state.page + 1);
                    }}
                  >
                    {texts.nextPage}
                  </a>
                )}
              </Pager>
            )}
          </div>
        </Body>
      )}
      <ContentResults term={state.term} attempt={attempt} />
    </section>
  );
}
