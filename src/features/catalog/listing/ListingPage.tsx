/**
 * Category listing page (spec section 2): breadcrumbs at the brand's depth, title and
 * description, category labels, a filter sidebar from the brand's filter keys, sorting, the
 * product grid with the brand's page size, pagination and the category's legal notes.
 *
 * Filtering, sorting and paging run in the browser with the product library (`applyListing`,
 * `listingFacets`) over every card of the category, and are kept in the URL, so a shared link
 * shows the same listing. The page data carries the default listing only (first page in the
 * recommended order, total, unfiltered counts: `CategoryListing`), which the static HTML shows;
 * every card is loaded when the visitor first reaches for a filter, the sort or the pages, or
 * the address asks for another listing (issue 20). A query applies right after mount.
 */
import React, { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { HydrateOnView, type OpenOn } from '../../../components/hydrate-on-view';
import { usePageContext } from '../../../components/page-context';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import {
  applyListing,
  type BuiltListing,
  clearFilters,
  type Facet,
  type FacetDefinition,
  isBuiltListingState,
  type ListingFilters,
  type ListingPage as ListingResult,
  type ListingSort,
  listingFacets,
  type ProductCard,
  toggleFilter,
  withSort,
} from '../../../lib/product';
import { CardGrid } from '../../../components/sections';
import { LinkButton } from '../../../components/ui/controls';
import { useClientSearch, useHydrated } from '../../../components/hydration';
import { useListingHistory, useListingHistoryHydration } from '../listing-history';
import { attributeLabel, useAttributeLabels } from '../../../components/attribute-labels';
import { resultCountText, useCatalogTexts } from '../texts';
import type { CategoryListing, CategoryView } from '../page-data';
import { useCatalogSettings } from '../settings';
import { Breadcrumbs } from './Breadcrumbs';
import { CategoryLabels } from './CategoryLabels';
import { cardFacetDefinitions } from './facets';
import { FilterSidebar, type FilterSidebarProps } from './FilterSidebar';
import { Pagination } from './Pagination';
import { ProductCardView } from './ProductCardView';
import { TileOffersRequest, useLiveCard } from './use-live-cards';
import { SortSelect } from './SortSelect';
import { type CardsStatus, useCategoryCards } from './use-category-cards';
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
  /* As tall as the sort field, so the count stays put whether the field shares its line or not. */
  p {
    display: flex;
    align-items: center;
    min-height: 4.4rem;
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
`;

const Retry = styled.div`
  margin-bottom: 1.6rem;
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

/** The default listing as built, shown until every card is in hand, and how to ask for them. */
export interface DeferredCards {
  built: BuiltListing<ProductCard>;
  status: CardsStatus;
  request: () => void;
}

export interface ListingPageProps {
  category: CategoryView;
  /** Every product of the category; null until loaded (then `deferred` tells what to show). */
  cards: readonly ProductCard[] | null;
  deferred?: DeferredCards;
  /**
   * The page's query string (`location.search`); shown only after mount. The first render reads
   * only whether there is one (a page loaded with a query hydrates its filters at once).
   */
  search?: string;
  /** Filter groups with the catalogue's labels, when the page data has them; built from the cards otherwise. */
  facetDefinitions?: readonly FacetDefinition[];
}

/** The built first page as a listing result: the default listing, page 1. */
function builtResult(built: BuiltListing<ProductCard>, pageSize: number): ListingResult<ProductCard> {
  return {
    items: built.firstPage,
    page: 1,
    pageCount: Math.max(1, Math.ceil(built.total / pageSize)),
    pageSize,
    total: built.total,
  };
}

/**
 * The built filter groups with the visitor's choices marked, while every card is loading: the
 * counts stay those of the unfiltered listing until then, a choice shows at once.
 */
function chosenIn(facets: readonly Facet[], filters: ListingFilters): readonly Facet[] {
  if (Object.keys(filters).length === 0) return facets;
  return facets.map((facet) => ({
    ...facet,
    options: facet.options.map((option) => ({
      ...option,
      selected: (filters[facet.key] ?? []).includes(option.code),
    })),
  }));
}

/** Whether two sets of filter groups show the same (names, order, counts, choices). */
const sameFacets = (a: readonly Facet[], b: readonly Facet[]) => JSON.stringify(a) === JSON.stringify(b);

export function ListingPage({ category, cards, deferred, search, facetDefinitions }: ListingPageProps) {
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

  const built = deferred?.built;
  const request = deferred?.request;
  // A listing other than the built one needs every card.
  const wantsCards = hydrated && cards === null && !isBuiltListingState(state);
  useEffect(() => {
    if (wantsCards) request?.();
  }, [wantsCards, request]);

  const definitions = useMemo(
    () =>
      facetDefinitions ??
      cardFacetDefinitions(cards ?? built?.firstPage ?? [], {
        filterKeys: catalog.listingFilters,
        ascendingAttributes: catalog.ascendingAttributes,
        language,
        labelOf: (key) => attributeLabel(key, labels),
      }),
    [facetDefinitions, cards, built, catalog.listingFilters, catalog.ascendingAttributes, language, labels],
  );
  const facets = useMemo(() => {
    if (cards === null) return chosenIn(built?.facets ?? [], state.filters);
    const counted = listingFacets(cards, state.filters, definitions);
    // Unfiltered, every card counts as the build did: the built groups stay, so the filters keep
    // their props while they wait to hydrate (see `HydrateOnView`).
    return built && sameFacets(counted, built.facets) ? built.facets : counted;
  }, [cards, built, state.filters, definitions]);
  const result = useMemo(
    () =>
      // The built listing is the default state's first page of every card (`buildListing`), so it
      // shows as it is: sorting the cards again cost the category page's hydration its first
      // `Intl.Collator`, 22 ms (issue 20).
      cards === null || (built && isBuiltListingState(state))
        ? builtResult(built ?? { firstPage: [], total: 0, facets: [] }, catalog.categoryPageSize)
        : applyListing(cards, state, { pageSize: catalog.categoryPageSize, locale: language }),
    [cards, built, state, catalog.categoryPageSize, language],
  );
  // Until every card is in, the built listing stays on screen, marked busy from the first render
  // that wants them (the request goes out in an effect after it).
  const status = wantsCards ? (deferred?.status === 'failed' ? 'failed' : 'loading') : 'loaded';

  // A page past the last one (an old link, a catalogue that shrank) shows the last page; the
  // address then names the page shown, without another history entry.
  useEffect(() => {
    if (hydrated && cards !== null && result.page !== state.page) update({ ...state, page: result.page });
  }, [hydrated, cards, result.page, state, update]);

  // Reaching for the filters, the sort or the pages asks for every card, a moment before they are needed.
  const body = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const element = body.current;
    if (!element || cards !== null || !request) return;
    const reach = (event: Event) => {
      if (!(event.target instanceof Node) || !grid.current?.contains(event.target)) request();
    };
    const events = ['pointerdown', 'focusin'] as const;
    for (const type of events) element.addEventListener(type, reach);
    return () => {
      for (const type of events) element.removeEventListener(type, reach);
    };
  }, [cards, request]);

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
      <Body $sidebar={facets.length > 0} ref={body}>
        {facets.length > 0 && <Filters facets={facets} onToggle={toggle} onClear={clear} openOn={filtersOpenOn} />}
        <Results aria-labelledby={resultsHeadingId} aria-busy={status === 'loading' || undefined}>
          <VisuallyHidden as="h2" id={resultsHeadingId} tabIndex={-1} ref={resultsHeading}>
            {texts.resultsHeading}
          </VisuallyHidden>
          <Toolbar>
            <p role="status">
              {status === 'loading'
                ? texts.listingLoading
                : status === 'failed'
                  ? texts.listingFailed
                  : resultCountText(texts, result.total)}
            </p>
            <SortSelect value={state.sort} onChange={(sort: ListingSort) => update(withSort(state, sort))} />
          </Toolbar>
          {/* Sorting and filtering read the built values; the tiles shown draw the current ones. */}
          <TileOffersRequest cards={result.items} />
          {status === 'failed' && (
            <Retry>
              <LinkButton type="button" onClick={request}>
                {texts.listingRetry}
              </LinkButton>
            </Retry>
          )}
          {result.items.length > 0 ? (
            <CardGrid $min="24rem" $twoUp ref={grid}>
              {result.items.map((card, index) => (
                <li key={card.id}>
                  <Tile card={card} onOpen={openProduct} priority={result.page === 1 && index < eagerCards} />
                </li>
              ))}
            </CardGrid>
          ) : (
            <Empty>{(cards?.length ?? built?.total ?? 0) === 0 ? texts.emptyCategory : texts.noResults}</Empty>
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

export interface CategoryListingPageProps {
  category: CategoryView;
  listing: CategoryListing;
  search?: string;
}

/** A category's listing page from its page data: the built listing, every card once needed. */
export function CategoryListingPage({ category, listing, search }: CategoryListingPageProps) {
  const { cards, status, request } = useCategoryCards(listing);
  const deferred = useMemo(() => ({ built: listing, status, request }), [listing, status, request]);
  return (
    <ListingPage
      category={category}
      cards={cards}
      deferred={deferred}
      search={search}
      facetDefinitions={category.facets}
    />
  );
}
