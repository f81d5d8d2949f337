/**
 * Category listing page (spec section 2): breadcrumbs at the brand's depth, title and
 * description, category labels, a filter sidebar from the brand's filter keys, sorting, the
 * product grid with the brand's page size, pagination and the category's legal notes.
 *
 * Every product of the category is in the page data; filtering, sorting and paging run in the
 * browser with the product library (`applyListing`, `listingFacets`) and are kept in the URL, so
 * a shared link shows the same listing. The static HTML shows the default listing (first page,
 * recommended order); the query applies right after mount.
 */
import React, { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { HydrateOnView, type OpenOn } from '../../../components/hydrate-on-view';
import { usePageContext } from '../../../components/page-context';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import {
  applyListing,
  clearFilters,
  type FacetDefinition,
  type ListingSort,
  listingFacets,
  type ProductCard,
  toggleFilter,
  withSort,
} from '../../../lib/product';
import { CardGrid } from '../../../components/sections';
import { useClientSearch, useHydrated } from '../../../components/hydration';
import { useListingHistory, useListingHistoryHydration } from '../listing-history';
import { attributeLabel, useAttributeLabels } from '../../../components/attribute-labels';
import { resultCountText, useCatalogTexts } from '../texts';
import type { CategoryView } from '../page-data';
import { useCatalogSettings } from '../settings';
import { Breadcrumbs } from './Breadcrumbs';
import { CategoryLabels } from './CategoryLabels';
import { cardFacetDefinitions } from './facets';
import { FilterSidebar, type FilterSidebarProps } from './FilterSidebar';
import { Pagination } from './Pagination';
import { ProductCardView } from './ProductCardView';
import { TileOffersRequest, useLiveCard } from './use-live-cards';
import { SortSelect } from './SortSelect';
import { useListingState } from './use-listing-state';

const Page = styled.div`
  max-width: ${({ theme }) => theme.layoutWidth.wide};
  margin: 0 auto;
  padding: 1.6rem 1.6rem 4.8rem;
  ${({ theme }) => theme.up('md')} {
    padding: 2.4rem 3.2rem 8rem;
  }
`;

const Header = styled.header`
  display: grid;
  gap: 1.6rem;
  margin: 1.6rem 0 2.4rem;
  h1 {
    margin: 0;
  }
`;

const Html = styled.div`
  max-width: ${({ theme }) => theme.layoutWidth.text};
  color: ${({ theme }) => theme.color.textMuted};
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

/** With filters a sidebar column; without them the results take the whole width. */
const Body = styled.div<{ $sidebar: boolean }>`
  display: grid;
  gap: 2.4rem;
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: ${({ $sidebar }) => ($sidebar ? 'minmax(20rem, 26rem) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    gap: 3.2rem;
  }
`;

const Results = styled.section`
  min-width: 0;
  h2:focus {
    outline: none;
  }
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
`;

const Empty = styled.p`
  padding: 3.2rem 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const LegalNotes = styled.aside`
  margin-top: 4.8rem;
  padding-top: 2.4rem;
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/** Cards whose images load eagerly: the first row on most screens. */
const eagerCards = 4;

interface TileProps {
  card: ProductCard;
  onOpen: () => void;
  /** In the first row: its image loads eagerly. */
  priority: boolean;
}

/** A tile with its current price and stock: the answer redraws the tile alone. */
function LiveTile({ card, onOpen, priority }: TileProps) {
  return <ProductCardView card={useLiveCard(card)} priority={priority} onOpen={onOpen} />;
}

/**
 * A tile whose server HTML stays until it nears the viewport (issue 20): those in view hydrate
 * right after the page, one task each, and those further down when the visitor scrolls to them.
 * A waiting region must keep its props (see `HydrateOnView`), so a tile sorted to another place
 * keeps its image's loading (`priority` only decides how the page's HTML loads it).
 */
const Tile = memo(
  function Tile({ card, onOpen, priority }: TileProps) {
    return (
      <HydrateOnView id={`tile-${card.id}`}>
        <LiveTile card={card} onOpen={onOpen} priority={priority} />
      </HydrateOnView>
    );
  },
  (before, after) => before.card === after.card && before.onOpen === after.onOpen,
);

/**
 * The filters wait for the visitor to reach into them (a tap, a click, focus): on a phone they are
 * a closed disclosure, and a page is mostly looked at before it is filtered (issue 20). Memoised
 * with stable callbacks, as a waiting region needs (see `HydrateOnView`). A page loaded with a
 * query hydrates them with the page, as its filters change right after.
 */
const Filters = memo(function Filters({ openOn, ...props }: FilterSidebarProps & { openOn: OpenOn }) {
  return (
    <HydrateOnView id="listing-filters" openOn={openOn}>
      <FilterSidebar {...props} />
    </HydrateOnView>
  );
});

export interface ListingPageProps {
  category: CategoryView;
  cards: readonly ProductCard[];
  /**
   * The page's query string (`location.search`); shown only after mount. The first render reads
   * only whether there is one (a page loaded with a query hydrates its filters at once).
   */
  search?: string;
  /** Filter groups with the catalogue's labels, when the page data has them; built from the cards otherwise. */
  facetDefinitions?: readonly FacetDefinition[];
}

export function ListingPage({ category, cards, search, facetDefinitions }: ListingPageProps) {
  const { language, localePrefix } = usePageContext();
  const { catalog } = useCatalogSettings();
  const texts = useCatalogTexts();
  const labels = useAttributeLabels();
  const hydrated = useHydrated();
  const clientSearch = useClientSearch(search);
  useListingHistoryHydration();
  const visitListing = useListingHistory((history) => history.visitListing);
  const markBreadcrumbClicked = useListingHistory((history) => history.markBreadcrumbClicked);
  const openProduct = useListingHistory((history) => history.openProduct);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeadingId = useId();
  // Decided once, by the address the page was loaded with: a waiting region's props must not change.
  const [filtersOpenOn] = useState<OpenOn>(() => (search ? 'page' : 'reach'));

  const { state, query, update, hrefOf } = useListingState({
    path: category.path,
    search: clientSearch,
    filterKeys: catalog.listingFilters,
  });

  const definitions = useMemo(
    () =>
      facetDefinitions ??
      cardFacetDefinitions(cards, {
        filterKeys: catalog.listingFilters,
        ascendingAttributes: catalog.ascendingAttributes,
        language,
        labelOf: (key) => attributeLabel(key, labels),
      }),
    [facetDefinitions, cards, catalog.listingFilters, catalog.ascendingAttributes, language, labels],
  );
  const facets = useMemo(() => listingFacets(cards, state.filters, definitions), [cards, state.filters, definitions]);
  const result = useMemo(
    () => applyListing(cards, state, { pageSize: catalog.categoryPageSize, locale: language }),
    [cards, state, catalog.categoryPageSize, language],
  );

  // A page past the last one (an old link, a catalogue that shrank) shows the last page; the
  // address then names the page shown, without another history entry.
  useEffect(() => {
    if (hydrated && result.page !== state.page) update({ ...state, page: result.page });
  }, [hydrated, result.page, state, update]);

  useEffect(() => {
    if (hydrated) visitListing({ path: category.path, query, name: category.name, localePrefix });
  }, [hydrated, visitListing, category.path, category.name, query, localePrefix]);

  // The filters' callbacks read the state shown when they are called: stable, they keep the props
  // of the filters while those wait (a shared link's sort applies meanwhile).
  const shownState = useRef(state);
  useEffect(() => {
    shownState.current = state;
  }, [state]);
  const toggle = useCallback(
    (key: string, code: string) => update(toggleFilter(shownState.current, key, code)),
    [update],
  );
  const clear = useCallback(() => update(clearFilters(shownState.current)), [update]);

  const showPage = (page: number) => {
    update({ ...state, page }, { push: true });
    // The new page starts at the top of the results; focus goes there for keyboard and screen-reader users.
    resultsHeading.current?.focus();
  };

  return (
    <Page>
      <Breadcrumbs trail={category.breadcrumb} depth={catalog.breadcrumbDepth} onCrumbClick={markBreadcrumbClicked} />
      <Header>
        <h1>{category.name}</h1>
        {category.description && <Html dangerouslySetInnerHTML={{ __html: category.description }} />}
        <CategoryLabels categories={category.children} />
      </Header>
      <Body $sidebar={facets.length > 0}>
        {facets.length > 0 && <Filters facets={facets} onToggle={toggle} onClear={clear} openOn={filtersOpenOn} />}
        <Results aria-labelledby={resultsHeadingId}>
          <VisuallyHidden as="h2" id={resultsHeadingId} tabIndex={-1} ref={resultsHeading}>
            {texts.resultsHeading}
          </VisuallyHidden>
          <Toolbar>
            <p role="status">{resultCountText(texts, result.total)}</p>
            <SortSelect value={state.sort} onChange={(sort: ListingSort) => update(withSort(state, sort))} />
          </Toolbar>
          {/* Sorting and filtering read the built values; the tiles shown draw the current ones. */}
          <TileOffersRequest cards={result.items} />
          {result.items.length > 0 ? (
            <CardGrid $min="24rem" $twoUp>
              {result.items.map((card, index) => (
                <li key={card.id}>
                  <Tile card={card} onOpen={openProduct} priority={result.page === 1 && index < eagerCards} />
                </li>
              ))}
            </CardGrid>
          ) : (
            <Empty>{cards.length === 0 ? texts.emptyCategory : texts.noResults}</Empty>
          )}
          <Pagination
            page={result.page}
            pageCount={result.pageCount}
            hrefOf={(page) => hrefOf({ ...state, page })}
            onSelect={showPage}
          />
        </Results>
      </Body>
      {category.legalNotes && (
        <LegalNotes aria-label={texts.legalNotes} dangerouslySetInnerHTML={{ __html: category.legalNotes }} />
      )}
    </Page>
  );
}
