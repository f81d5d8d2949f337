/**
 * Product detail page (spec section 2): the way back to the listing, gallery, badges and labels,
 * name, price (library rules), stock status, the configurator (variant attributes as radio
 * groups, kept in the link's colour / frame shape query), the battery bundle, the size finder,
 * description, key features, technical specification, downloads (manuals), geometry and legal
 * notes. Brand flags switch the geometry table, the size finder and the key-features accordion.
 */
import React, { lazy, memo, Suspense, useCallback, useId, useMemo } from 'react';
import styled from 'styled-components';
import type { StoreApi } from 'zustand/vanilla';
import { HydrateOnView, useStoredValue, useValueStore } from '../../../components/hydrate-on-view';
import { usePageContext } from '../../../components/page-context';
import {
  chosenBatteries,
  type DetailVariant,
  hasRole,
  isPriceVisible,
  type Money,
  type ProductDetail,
  withBatteries,
} from '../../../lib/product';
import { Badges, type BadgeView, Labels } from '../Badges';
import { ProductImage } from '../ProductImage';
import { useClientSearch, useHydrated } from '../../../components/hydration';
import { chosenVariantOf } from '../../../lib/routing';
import { offersCycleToWork } from '../../../lib/cycle-to-work-offer';
import { useCatalogTexts } from '../texts';
import { useCatalogSettings } from '../settings';
import { CompareToggle, isBike } from '../../compare';
import { AddToBasket } from './AddToBasket';
import { BackToListing } from './BackToListing';
import type { BatterySelection } from './battery';
import { BatteryChoice } from './BatteryChoice';
import { useBundleBreakdown } from './bundle-breakdown';
import { Gallery, galleryImages } from './Gallery';
import { KeyFeatures } from './KeyFeatures';
import { PriceBlock } from './PriceBlock';
import { Specifications } from './Specifications';
import { StockStatus } from './StockStatus';
import { useLiveOffer } from './use-live-offer';
import { useLinkedVariant, useProductSelection } from './use-product-selection';
import { VariantSelector } from './VariantSelector';
import { WhereToBuy } from './WhereToBuy';
import { RatingSummary, ReviewsSection } from '../../reviews';

const Article = styled.article`
  max-width: ${({ theme }) => theme.layoutWidth.wide};
  margin: 0 auto;
  padding: 0.8rem 1.6rem 4.8rem;
  ${({ theme }) => theme.up('md')} {
    padding: 1.6rem 3.2rem 8rem;
  }
`;

const Top = styled.div`
  display: grid;
  gap: 2.4rem;
  ${({ theme }) => theme.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
    gap: 4.8rem;
  }
`;

const Summary = styled.div`
  display: grid;
  gap: 2rem;
  min-width: 0;
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Subtitle = styled.p`
  margin: -1.2rem 0 0;
  font-size: ${({ theme }) => theme.textSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Sku = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The product's lifestyle picture (brand flag `hero`), across the page below the buy box. */
const Hero = styled.figure`
  margin: 4.8rem 0 0;
  border-radius: ${({ theme }) => theme.radius.card};
  overflow: hidden;
`;

const Sections = styled.div`
  display: grid;
  /* No wider than the page, whatever a section's content asks for. */
  grid-template-columns: minmax(0, 1fr);
  gap: 4.8rem;
  margin-top: 4.8rem;
  > section,
  > table {
    max-width: ${({ theme }) => theme.layoutWidth.content};
  }
`;

const Html = styled.div`
  max-width: ${({ theme }) => theme.layoutWidth.text};
  > :first-child {
    margin-top: 0;
  }
`;

/**
 * Far below the fold and only where the brand shows geometry: its own chunk, off the first load.
 * The static HTML has it (the build's render waits for it); hydration keeps that HTML until the
 * chunk arrives, so nothing moves.
 */
const GeometryTable = lazy(() => import('./GeometryTable').then((module) => ({ default: module.GeometryTable })));
const CycleToWork = lazy(() => import('./CycleToWork'));
const NotifyMe = lazy(() => import('./NotifyMe'));
// Only products with documents (manuals) have downloads: their own chunk, off the others' first load.
const Downloads = lazy(() => import('./Downloads'));
// Only the brands with the sizeFinder flag render it: its own chunk keeps it off the others' first load.
const SizeFinder = lazy(() => import('./SizeFinder').then((module) => ({ default: memo(module.SizeFinder) })));

/*
 * The buy box renders twice more right after it hydrates: as it asks the store-api for the live
 * offer (the stock status marked busy) and when the answer comes. Only the price, the stock status
 * and the basket button follow the offer; the parts that do not are memoised on props the buy box
 * keeps stable, so those renders stay small tasks (issue 20).
 */
const GalleryPart = memo(Gallery);
const BadgesPart = memo(Badges);
const LabelsPart = memo(Labels);
const VariantSelectorPart = memo(VariantSelector);
const BatteryChoicePart = memo(BatteryChoice);
const PriceBlockPart = memo(PriceBlock);
const AddToBasketPart = memo(AddToBasket);
const CompareTogglePart = memo(CompareToggle);

const LegalNotes = styled.aside`
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding-top: 2.4rem;
`;

/** The product's description, key features, specification and downloads. */
function DetailSections({ detail }: { detail: ProductDetail }) {
  const texts = useCatalogTexts();
  const { flags } = useCatalogSettings();
  const descriptionId = useId();
  const description = detail.customFields.description ?? '';
  return (
    <Sections>
      {description.trim() !== '' && (
        <section aria-labelledby={descriptionId}>
          <h2 id={descriptionId}>{texts.description}</h2>
          <Html dangerouslySetInnerHTML={{ __html: description }} />
        </section>
      )}
      <KeyFeatures features={detail.customFields.keyFeatures} accordion={flags.keyFeaturesAccordion} />
      <Specifications rows={detail.technicalSpecification} />
      {detail.downloads.length > 0 && (
        <Suspense fallback={null}>
          <Downloads downloads={detail.downloads} />
        </Suspense>
      )}
    </Sections>
  );
}

/** The reviews and the legal notes at the page's end. */
function ReviewsAndNotes({ detail }: { detail: ProductDetail }) {
  const texts = useCatalogTexts();
  return (
    <Sections>
      {detail.reviews && (
        <Suspense fallback={null}>
          <ReviewsSection productId={detail.sku} rating={detail.reviews.rating} />
        </Suspense>
      )}
      {detail.legalNotes.length > 0 && (
        <LegalNotes aria-label={texts.legalNotes}>
          {detail.legalNotes.map((note, index) => (
            <div key={index} dangerouslySetInnerHTML={{ __html: note }} />
          ))}
        </LegalNotes>
      )}
    </Sections>
  );
}

/**
 * The parts far below the buy box keep their static HTML until the visitor nears them (issue 20),
 * so the page's first hydration is the buy box's alone. Memoised on the product, which a page
 * never changes, and reading no context: a waiting region must get neither new props nor a new
 * context value (see `HydrateOnView`), and the page context changes with each variant chosen. The
 * geometry table, which follows the chosen variant, stays outside, as its own lazy chunk.
 */
const DetailsOnView = memo(function DetailsOnView({ detail }: { detail: ProductDetail }) {
  const shown =
    (detail.customFields.description ?? '').trim() !== '' ||
    detail.customFields.keyFeatures.length > 0 ||
    detail.technicalSpecification.length > 0 ||
    detail.downloads.length > 0;
  return shown ? (
    <HydrateOnView id="product-details">
      <DetailSections detail={detail} />
    </HydrateOnView>
  ) : null;
});

/** The reviews and the legal notes, on view as the details are. */
const ReviewsOnView = memo(function ReviewsOnView({ detail }: { detail: ProductDetail }) {
  return detail.reviews || detail.legalNotes.length > 0 ? (
    <HydrateOnView id="product-reviews">
      <ReviewsAndNotes detail={detail} />
    </HydrateOnView>
  ) : null;
});

export interface ProductDetailPageProps {
  detail: ProductDetail;
  /** The variant this page path shows (page context). */
  variantId: string | null;
  /** The page's query string (`location.search`); read only after mount. */
  search?: string;
  /** The page's history state (`location.state`): the variant a change on the page chose; read only after mount. */
  linkState?: unknown;
  /** The page's path, without query: variant changes replace the query of this path. */
  path: string;
  /** The locale's store locator: where to buy when this channel takes no orders. */
  storeLocatorPath?: string | null;
}

function CycleToWorkAt({ price }: { price: StoreApi<Money | null> }) {
  const value = useStoredValue(price);
  return value ? <CycleToWork price={value} /> : null;
}

/**
 * The Cycle to Work calculator is collapsed under the buy box and opened by few: it hydrates, and
 * its chunk loads, when the visitor reaches into it (issue 20), not with the buy box. It works on
 * the buy box's total, which changes with each choice while it waits, so it reads that from a
 * store (see `useValueStore`).
 */
const CycleToWorkOnReach = memo(function CycleToWorkOnReach({ price }: { price: StoreApi<Money | null> }) {
  return (
    <HydrateOnView id="cycle-to-work" openOn="reach">
      <Suspense fallback={null}>
        <CycleToWorkAt price={price} />
      </Suspense>
    </HydrateOnView>
  );
});

/** What the configurator shows and does: the buy box's choice and its two ways to change it. */
interface Configuration {
  variant: DetailVariant | null;
  battery: BatterySelection;
  selectOption: (groupId: string, optionId: string) => void;
  selectBattery: (battery: BatterySelection) => void;
}

function Configurator({ detail, configuration }: { detail: ProductDetail; configuration: StoreApi<Configuration> }) {
  const { variant, battery, selectOption, selectBattery } = useStoredValue(configuration);
  return (
    <Groups>
      <VariantSelectorPart
        groups={detail.variantGroups}
        variants={detail.variants}
        variant={variant}
        onSelect={selectOption}
      />
      <BatteryChoicePart batteries={detail.batteries} value={battery} onChange={selectBattery} />
    </Groups>
  );
}

/**
 * The region and its one element (see `HydrateOnView`) leave no box of their own: the groups
 * stay items of the buy box's grid.
 */
const ContentsRegion = styled(HydrateOnView)`
  display: contents;
`;
const Groups = styled.div`
  display: contents;
`;

/**
 * The configurator hydrates when the visitor reaches into it (issue 20): most views of a product
 * page choose nothing. It reads the choice from a store, as the calculator reads the total; and
 * since its HTML shows the choice, its region also opens when the choice changes without it (an
 * address naming another variant, applied after hydration), which would otherwise show the built one.
 */
const ConfiguratorOnReach = memo(function ConfiguratorOnReach({
  detail,
  configuration,
}: {
  detail: ProductDetail;
  configuration: StoreApi<Configuration>;
}) {
  return (
    <ContentsRegion id="product-configurator" openOn="reach" openWith={configuration}>
      <Configurator detail={detail} configuration={configuration} />
    </ContentsRegion>
  );
});

interface BuyBoxProps extends Omit<ProductDetailPageProps, 'linkState' | 'search' | 'storeLocatorPath'> {
  search: string;
  /** The variant of the history state, applied after mount. */
  linkedVariantId: string | null;
  storeLocatorPath: string | null;
}

/** The gallery and the buy box: the chosen variant, its live price and stock, the basket. */
function BuyBox({ detail, variantId, search, linkedVariantId, path, storeLocatorPath }: BuyBoxProps) {
  const texts = useCatalogTexts();
  const { country, allFeatures } = usePageContext();
  const { flags, catalog } = useCatalogSettings();
  const clientSearch = useClientSearch(search);
  const chosenId = useHydrated() ? linkedVariantId : null;
  const { variant, battery, selectOption, selectBattery } = useProductSelection(
    detail,
    variantId,
    clientSearch,
    path,
    chosenId,
  );

  const images = useMemo(() => galleryImages(detail, variant), [detail, variant]);
  const badges = useMemo<BadgeView[]>(
    () =>
      [...detail.badges]
        .filter((badge) => badge.active)
        .sort((a, b) => a.priority - b.priority)
        .map((badge) => ({
          id: badge.id,
          name: badge.name,
          url: badge.media ? (badge.media.thumbnails[0]?.url ?? badge.media.url) : null,
          alt: badge.media?.alt ?? badge.name,
        })),
    [detail.badges],
  );
  const colourway = variant?.colorCode;
  const labels = useMemo(
    () =>
      [...detail.labels]
        .filter((label) => label.active && (label.colourway === null || label.colourway === colourway))
        .sort((a, b) => a.priority - b.priority),
    [detail.labels, colourway],
  );
  const sizeGroup = detail.variantGroups.find((group) => hasRole({ key: group.key, group: group.name }, 'size'));
  const sizes = sizeGroup?.options ?? [];
  const selectedSize = sizes.find((option) => variant?.optionIds.includes(option.id)) ?? null;
  // Where the channel hides prices it takes no orders either: no one buys at an unknown price.
  const priceVisible = isPriceVisible(country, flags);
  const offer = useLiveOffer(
    variant?.id,
    { prices: variant?.price ? variant : detail, stockStatus: variant?.stockStatus ?? detail.stockStatus },
    { country, priceVisible },
  );
  // A required battery is bought with the bike: the shown price is what the basket will charge.
  const batteries = useMemo(() => chosenBatteries(detail.batteries, battery), [detail.batteries, battery]);
  const total = useMemo(
    () =>
      withBatteries(
        offer.prices,
        batteries.map((offered) => offered.price),
      ),
    [offer.prices, batteries],
  );
  const breakdown = useBundleBreakdown(offer.prices, batteries);
  const cycleToWorkPrice = useValueStore(total.price);
  const configuration = useValueStore(
    useMemo(() => ({ variant, battery, selectOption, selectBattery }), [variant, battery, selectOption, selectBattery]),
  );
  // A product without variants is itself what is bought.
  const toBuy = variant?.id ?? (detail.variants.length === 0 ? detail.id : null);
  const reviews = detail.reviews;
  const sizeGroupId = sizeGroup?.id;
  const chooseSize = useCallback(
    (option: { id: string }) => {
      if (sizeGroupId) selectOption(sizeGroupId, option.id);
    },
    [sizeGroupId, selectOption],
  );
  const isComparable =
    flags.bikeComparison && isBike([...detail.variantGroups, ...detail.attributeGroups].map((group) => group.key));
  const compareItem = useMemo(
    () => ({
      objectID: detail.id,
      model: detail.name,
      sku: detail.sku,
      thumbnail: detail.imgThumbnails[0]?.url ?? detail.img,
    }),
    [detail],
  );

  return (
    <Top>
      <GalleryPart key={images.map((image) => image.mediaId).join('|')} images={images} productName={detail.name} />
      <Summary>
        <BadgesPart badges={badges} />
        <LabelsPart labels={labels} />
        <h1>{detail.name}</h1>
        {detail.subtitle && <Subtitle>{detail.subtitle}</Subtitle>}
        {reviews && (
          <Suspense fallback={null}>
            <RatingSummary rating={reviews.rating} />
          </Suspense>
        )}
        <Sku>{`${texts.articleNumber}: ${variant?.sku ?? detail.sku}`}</Sku>
        <PriceBlockPart prices={total} size="lg" breakdown={breakdown} />
        <StockStatus status={offer.stockStatus} live busy={offer.checking} />
        <ConfiguratorOnReach detail={detail} configuration={configuration} />
        {flags.sizeFinder && sizeGroup && (
          <Suspense fallback={null}>
            <SizeFinder sizes={sizes} selectedId={selectedSize?.id ?? null} onChoose={chooseSize} />
          </Suspense>
        )}
        {/* Where no one orders (a catalogue site) or prices are hidden, the product is bought at a dealer. */}
        {priceVisible && flags.ordering ? (
          <AddToBasketPart
            variantId={toBuy}
            productName={detail.name}
            stockStatus={offer.stockStatus}
            battery={battery}
          />
        ) : (
          <WhereToBuy storeLocatorPath={storeLocatorPath} />
        )}
        {priceVisible &&
          flags.ordering &&
          toBuy &&
          offer.stockStatus === 'outOfStock' &&
          allFeatures?.includes('notifyMe') && (
            <Suspense fallback={null}>
              <NotifyMe key={toBuy} variantId={toBuy} productName={detail.name} />
            </Suspense>
          )}
        {priceVisible && total.price && offersCycleToWork(country, catalog.cycleToWorkCountries) && (
          <CycleToWorkOnReach price={cycleToWorkPrice} />
        )}
        {isComparable && <CompareTogglePart item={compareItem} />}
      </Summary>
    </Top>
  );
}

/**
 * The buy box hydrates in a task of its own, right after the page's (issue 20): it is the
 * largest part in view, and hydrated with the page it made one long task of both. Its props are
 * the page's and never change before the visitor chooses in it, so the region keeps its HTML.
 */
const BuyBoxOnView = memo(function BuyBoxOnView(props: BuyBoxProps) {
  return (
    <HydrateOnView id="product-buy-box">
      <BuyBox {...props} />
    </HydrateOnView>
  );
});

/** The geometry table follows the variant the address names, which the buy box keeps current. */
function Geometry({
  detail,
  variantId,
  search,
  linkedVariantId,
}: Pick<BuyBoxProps, 'detail' | 'variantId' | 'search' | 'linkedVariantId'>) {
  const clientSearch = useClientSearch(search);
  const chosenId = useHydrated() ? linkedVariantId : null;
  const variant = useLinkedVariant(detail, variantId, clientSearch, chosenId);
  return (
    <Sections>
      <Suspense fallback={null}>
        <GeometryTable
          geometry={detail.customFields.geometry}
          alt={detail.customFields.geometryAlt}
          productName={detail.name}
          data={detail.customFields.geometryData}
          groups={detail.variantGroups}
          chosenOptionIds={variant?.optionIds}
        />
      </Suspense>
    </Sections>
  );
}

export function ProductDetailPage({
  detail,
  variantId,
  search = '',
  linkState,
  path,
  storeLocatorPath = null,
}: ProductDetailPageProps) {
  const { flags } = useCatalogSettings();
  const linkedVariantId = chosenVariantOf(linkState);
  return (
    <Article>
      <BackToListing />
      <BuyBoxOnView
        detail={detail}
        variantId={variantId}
        search={search}
        linkedVariantId={linkedVariantId}
        path={path}
        storeLocatorPath={storeLocatorPath}
      />
      {flags.hero && detail.customFields.hero && (
        <Hero>
          <ProductImage
            image={detail.customFields.hero}
            alt={detail.customFields.heroAlt ?? detail.customFields.hero.alt}
            sizes="(min-width: 1440px) 1360px, 100vw"
            ratio="2 / 1"
          />
        </Hero>
      )}
      <DetailsOnView detail={detail} />
      {flags.geometryTable && (
        <Geometry detail={detail} variantId={variantId} search={search} linkedVariantId={linkedVariantId} />
      )}
      <ReviewsOnView detail={detail} />
    </Article>
  );
}
