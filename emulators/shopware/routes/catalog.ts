/**
 * Catalogue routes: POST/GET /product, /product/{id}, /product-listing/{categoryId}, /search,
 * /category, /category/{id}, /navigation/{activeId}/{rootId}, /media.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import type { EmulatorRequest } from '../../common/http';
import type { SeedCategory, SeedProduct, SeedPropertyOption } from '../../seed/catalog';
import { L } from '../../seed/catalog/copy';
import { type Criteria, type Filter, type SortSpec, resolvePath, search, type SearchOptions } from '../criteria';
import { errors, ShopwareError } from '../errors';
import {
  renderCategory,
  renderConfigurator,
  renderGroup,
  renderManufacturer,
  renderMedia,
  renderOption,
  productFieldsOf,
  renderProduct,
} from '../render';
import type { Session } from '../session';
import { type ProductDoc, resolveProductField, text } from '../store';
import { criteriaOf, idsOf, includesOf, input, type Mount, projected, searchResult } from './shared';

const sortingLabels = {
  'name-asc': L(
    'Name A-Z',
    'Name A-Z',
    'Nom A-Z',
    'Naam A-Z',
    'Nome A-Z',
    'Nombre A-Z',
    'Nimi A-Ö',
    'Namn A-Ö',
    'Navn A-Å',
    'Název A-Z',
    'Nazwa A-Z',
  ),
  'name-desc': L(
    'Name Z-A',
    'Name Z-A',
    'Nom Z-A',
    'Naam Z-A',
    'Nome Z-A',
    'Nombre Z-A',
    'Nimi Ö-A',
    'Namn Ö-A',
    'Navn Å-A',
    'Název Z-A',
    'Nazwa Z-A',
  ),
  'price-asc': L(
    'Price ascending',
    'Preis aufsteigend',
    'Prix croissant',
    'Prijs oplopend',
    'Prezzo crescente',
    'Precio ascendente',
    'Hinta nousevasti',
    'Pris stigande',
    'Pris stigende',
    'Cena vzestupně',
    'Cena rosnąco',
  ),
  'price-desc': L(
    'Price descending',
    'Preis absteigend',
    'Prix décroissant',
    'Prijs aflopend',
    'Prezzo decrescente',
    'Precio descendente',
    'Hinta laskevasti',
    'Pris fallande',
    'Pris faldende',
    'Cena sestupně',
    'Cena malejąco',
  ),
  topseller: L(
    'Topseller',
    'Topseller',
    'Meilleures ventes',
    'Bestsellers',
    'Più venduti',
    'Más vendidos',
    'Myydyimmät',
    'Bästsäljare',
    'Bestsellere',
    'Nejprodávanější',
    'Bestsellery',
  ),
  score: L(
    'Top results',
    'Beste Ergebnisse',
    'Meilleurs résultats',
    'Beste resultaten',
    'Migliori risultati',
    'Mejores resultados',
    'Parhaat tulokset',
    'Bästa resultat',
    'Bedste resultater',
    'Nejlepší výsledky',
    'Najlepsze wyniki',
  ),
};
type SortingKey = keyof typeof sortingLabels;

const sortingFields: Record<SortingKey, SortSpec[]> = {
  'name-asc': [{ field: 'name', order: 'ASC', naturalSorting: true }],
  'name-desc': [{ field: 'name', order: 'DESC', naturalSorting: true }],
  'price-asc': [
    { field: 'cheapestPrice', order: 'ASC', naturalSorting: false },
    { field: 'name', order: 'ASC', naturalSorting: true },
  ],
  'price-desc': [
    { field: 'cheapestPrice', order: 'DESC', naturalSorting: false },
    { field: 'name', order: 'ASC', naturalSorting: true },
  ],
  topseller: [
    { field: 'sales', order: 'DESC', naturalSorting: false },
    { field: 'name', order: 'ASC', naturalSorting: true },
  ],
  score: [],
};

/** Shopware's default page size (core.listing.productsPerPage). */
const defaultListingLimit = 24;

function productOptions(session: Session): SearchOptions<ProductDoc> {
  const { brand } = session.ref;
  // A parent is found by its variants' numbers and EANs too (Shopware searches the variants and
  // shows their parent in listings).
  const variantCodes = (doc: ProductDoc) => {
    const product = brand.productById.get(doc.id);
    return product ? brand.children(product).flatMap((child) => [child.productNumber, child.ean]) : [];
  };
  return {
    entityName: 'product',
    resolve: resolveProductField,
    idOf: (doc) => doc.id,
    searchText: (doc) => [
      { text: doc.name, weight: 500 },
      { text: doc.productNumber, weight: 1000 },
      { text: doc.ean, weight: 1000 },
      ...variantCodes(doc).map((code) => ({ text: code, weight: 1000 })),
      { text: doc.manufacturer.name, weight: 100 },
      { text: doc.keywords, weight: 200 },
      { text: doc.properties.map((property) => property.name).join(' '), weight: 50 },
      { text: doc.categories.map((category) => category.name).join(' '), weight: 50 },
    ],
    loadEntities: (definition, ids) => loadEntities(definition, ids, session),
    defaultTotalCountMode: 'none',
  };
}

function loadEntities(definition: string, ids: string[], session: Session): unknown[] {
  const { brand } = session.ref;
  switch (definition) {
    case 'product_manufacturer':
      return ids.includes(brand.catalog.manufacturer.id) ? [renderManufacturer(session.render)] : [];
    case 'property_group_option':
      return ids
        .map((id) => brand.optionById.get(id))
        .filter((option): option is SeedPropertyOption => option !== undefined)
        .map((option) => renderOption(option, session.render));
    case 'property_group':
      return ids
        .map((id) => brand.groupById.get(id))
        .filter((group) => group !== undefined)
        .map((group) => renderGroup(group, session.render));
    case 'category':
      return ids
        .map((id) => brand.categoryById.get(id))
        .filter((category) => category !== undefined)
        .map((category) => renderCategory(category, session.render));
    default:
      return ids;
  }
}

function activeDocs(session: Session): ProductDoc[] {
  return session.ref.brand.docs(session.language.code, session.render.currency).filter((doc) => doc.active);
}

/** The product fields the criteria's answer keeps (`includes` or `fields`), for `renderProduct`. */
const keptProductFields = (criteria: Criteria) => productFieldsOf(includesOf(criteria, 'product')?.product);

function renderProducts(docs: ProductDoc[], session: Session, criteria: Criteria): Schemas['Product'][] {
  const { brand } = session.ref;
  const fields = keptProductFields(criteria);
  return docs
    .map((doc) => brand.productById.get(doc.id))
    .filter((product): product is SeedProduct => product !== undefined)
    .map((product) => renderProduct(product, session.render, criteria.associations, fields));
}

// ---------------------------------------------------------------------------------------------
// Listing (product-listing and search)

interface ListingInput {
  criteria: Criteria;
  raw: Record<string, unknown>;
  base: Filter[];
  navigationId: string | null;
  search: string | null;
}

const splitIds = (value: unknown): string[] =>
  typeof value === 'string'
    ? value.split('|').filter(Boolean)
    : Array.isArray(value)
      ? value.filter((entry): entry is string => typeof entry === 'string')
      : [];

const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

const flag = (value: unknown) => value === true || value === 'true' || value === '1' || value === 1;

function listingSorting(raw: Record<string, unknown>, isSearch: boolean): SortingKey {
  const order = typeof raw.order === 'string' ? raw.order : null;
  if (order && order in sortingLabels && (order !== 'score' || isSearch)) return order as SortingKey;
  if (order) {
    throw new ShopwareError({
      status: 404,
      code: 'PRODUCT_SORTING_NOT_FOUND',
      detail: `Could not find sorting with key "${order}"`,
      parameters: { entity: 'sorting', field: 'key', value: order },
    });
  }
  return isSearch ? 'score' : 'name-asc';
}

function listing(session: Session, listingInput: ListingInput) {
  const { criteria, raw } = listingInput;
  const { brand } = session.ref;
  const isSearch = listingInput.search !== null;
  const sorting = listingSorting(raw, isSearch);
  const limit = numberOf(raw.limit) ?? defaultListingLimit;
  const page = numberOf(raw.p) ?? criteria.page;

  // Listing filters of the request, applied after the aggregations (Shopware: post-filters).
  const selected = splitIds(raw.properties);
  const groups = new Map<string, string[]>();
  for (const optionId of selected) {
    const option = brand.optionById.get(optionId);
    if (!option) continue;
    groups.set(option.groupId, [...(groups.get(option.groupId) ?? []), optionId]);
  }
  const postFilter: Filter[] = [...criteria.postFilter];
  for (const ids of groups.values()) {
    postFilter.push({
      type: 'multi',
      operator: 'or',
      queries: ['propertyIds', 'optionIds', 'variantOptionIds'].map((field) => ({
        type: 'equalsAny' as const,
        field,
        value: ids,
      })),
    });
  }
  const minPrice = numberOf(raw['min-price']);
  const maxPrice = numberOf(raw['max-price']);
  if ((minPrice ?? 0) > 0 || (maxPrice ?? 0) > 0) {
    postFilter.push({
      type: 'range',
      field: 'cheapestPrice',
      parameters: {
        ...((minPrice ?? 0) > 0 ? { gte: minPrice as number } : {}),
        ...((maxPrice ?? 0) > 0 ? { lte: maxPrice as number } : {}),
      },
    });
  }
  const manufacturers = splitIds(raw.manufacturer);
  if (manufacturers.length > 0) postFilter.push({ type: 'equalsAny', field: 'manufacturerId', value: manufacturers });
  if (flag(raw['shipping-free'])) postFilter.push({ type: 'equals', field: 'shippingFree', value: true });
  const rating = numberOf(raw.rating);
  if (rating !== null) postFilter.push({ type: 'range', field: 'ratingAverage', parameters: { gte: rating } });

  const reduce = 'reduce-aggregations' in raw;
  const found = search(
    activeDocs(session),
    {
      ...criteria,
      filter: [...listingInput.base, ...criteria.filter, ...(reduce ? postFilter : [])],
      postFilter: reduce ? [] : postFilter,
      sort: criteria.sort.length > 0 ? criteria.sort : sortingFields[sorting],
      term: listingInput.search ?? criteria.term,
      limit,
      page,
      totalCountMode: 'exact',
    },
    productOptions(session),
  );

  // Listing aggregations over the matches before the post-filters, as Shopware computes them.
  const preFilter = found.aggregated;
  const noAggregations = 'no-aggregations' in raw;
  const aggregations: Record<string, unknown> = noAggregations
    ? {}
    : { ...(Array.isArray(found.aggregations) ? {} : found.aggregations) };
  if (!noAggregations) {
    const prices = preFilter.map((doc) => doc.cheapestPrice);
    aggregations.manufacturer = {
      entities: preFilter.length ? [renderManufacturer(session.render)] : [],
      apiAlias: 'manufacturer_aggregation',
    };
    aggregations.price = {
      min: prices.length ? Math.min(...prices) : null,
      max: prices.length ? Math.max(...prices) : null,
      avg: prices.length ? prices.reduce((sum, price) => sum + price, 0) / prices.length : null,
      sum: prices.reduce((sum, price) => sum + price, 0),
      apiAlias: 'price_aggregation',
    };
    const ratings = preFilter.map((doc) => doc.ratingAverage).filter((value): value is number => value !== null);
    aggregations.rating = { max: ratings.length ? Math.max(...ratings) : null, apiAlias: 'rating_aggregation' };
    aggregations['shipping-free'] = {
      max: preFilter.some((doc) => doc.shippingFree) ? 1 : 0,
      apiAlias: 'shipping-free_aggregation',
    };
    const used = new Set(preFilter.flatMap((doc) => [...doc.propertyIds, ...doc.optionIds, ...doc.variantOptionIds]));
    const propertyGroups = brand.catalog.propertyGroups
      .filter((group) => group.filterable)
      .map((group) => ({ group, options: group.options.filter((option) => used.has(option.id)) }))
      .filter((entry) => entry.options.length > 0)
      .map((entry) => renderGroup(entry.group, session.render, entry.options));
    aggregations.properties = { entities: propertyGroups, apiAlias: 'properties_aggregation' };
  }

  const sortings = (
    isSearch
      ? (['score', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'topseller'] as const)
      : (['name-asc', 'name-desc', 'price-asc', 'price-desc', 'topseller'] as const)
  ).map((key, index) => {
    const label = text(sortingLabels[key], session.language.code);
    return { key, priority: 100 - index, label, translated: { label }, apiAlias: 'product_sorting' as const };
  });
  const elements = 'only-aggregations' in raw ? [] : renderProducts(found.elements, session, criteria);
  return {
    entity: 'product',
    total: found.total,
    aggregations,
    page,
    limit,
    elements,
    sorting,
    availableSortings: sortings,
    currentFilters: {
      navigationId: listingInput.navigationId ?? session.ref.channel.navigationCategoryId,
      manufacturer: manufacturers,
      price: { min: minPrice ?? 0, max: maxPrice ?? 0 },
      rating,
      'shipping-free': flag(raw['shipping-free']),
      properties: selected,
      ...(listingInput.search !== null ? { search: listingInput.search } : {}),
    },
    // Aggregations keyed by name, as Shopware serialises them (the document lists an array).
    apiAlias: 'product_listing',
  };
}

/** Resolves 'main-navigation' style aliases and checks the category belongs to the channel's tree. */
function categoryOf(id: string, session: Session): SeedCategory | undefined {
  const resolved = ['main-navigation', 'footer-navigation', 'service-navigation'].includes(id)
    ? session.ref.channel.navigationCategoryId
    : id;
  return session.ref.brand.categoryById.get(resolved.toLowerCase());
}

// ---------------------------------------------------------------------------------------------

export function mountCatalogRoutes(mount: Mount): void {
  const productList = (req: EmulatorRequest, session: Session) => {
    const criteria = criteriaOf(req);
    const found = search(activeDocs(session), criteria, productOptions(session));
    return projected(
      searchResult('product', renderProducts(found.elements, session, criteria), found),
      criteria,
      'product',
    );
  };
  mount('POST', '/product', productList);
  mount('GET', '/product', productList);

  const productDetail = (req: EmulatorRequest, session: Session) => {
    const criteria = criteriaOf(req);
    const { brand } = session.ref;
    const product = brand.productById.get(req.params.productId?.toLowerCase() ?? '');
    if (!product || !product.active) throw errors.productNotFound(req.params.productId ?? '');
    // A parent id answers with its best variant: the first one available, as Shopware picks it.
    const children = brand.children(product);
    const variant = children.find((child) => brand.available(child)) ?? children[0] ?? product;
    const parent =
      product.childIds.length > 0
        ? product
        : product.parentId
          ? (brand.productById.get(product.parentId) ?? null)
          : null;
    const skip = req.url.searchParams.get('skipConfigurator');
    const body: Record<string, unknown> = {
      product: renderProduct(variant, session.render, criteria.associations, keptProductFields(criteria)),
      ...(skip === 'true' || skip === '1'
        ? {}
        : { configurator: parent ? renderConfigurator(parent, session.render) : [] }),
      apiAlias: 'product_detail',
    };
    return projected(body, criteria, 'product');
  };
  mount('POST', '/product/:productId', productDetail);
  mount('GET', '/product/:productId', productDetail);

  const productListing = (req: EmulatorRequest, session: Session) => {
    const category = categoryOf(req.params.categoryId ?? '', session);
    if (!category) throw errors.listingCategoryNotFound(req.params.categoryId ?? '');
    const raw = input(req);
    const criteria = criteriaOf(req);
    const body = listing(session, {
      criteria,
      raw,
      navigationId: category.id,
      search: null,
      base: [
        { type: 'equals', field: 'parentId', value: null },
        { type: 'equals', field: 'categoryTree', value: category.id },
      ],
    });
    return projected(body, criteria, 'product');
  };
  mount('POST', '/product-listing/:categoryId', productListing);
  mount('GET', '/product-listing/:categoryId', productListing);

  const searchRoute = (req: EmulatorRequest, session: Session) => {
    const raw = input(req);
    const term = typeof raw.search === 'string' ? raw.search.trim() : '';
    if (!term) throw errors.missingParameter('search');
    const criteria = criteriaOf(req);
    const body = listing(session, {
      criteria,
      raw,
      navigationId: null,
      search: term,
      base: [{ type: 'equals', field: 'parentId', value: null }],
    });
    return projected(body, criteria, 'product');
  };
  mount('POST', '/search', searchRoute);
  mount('GET', '/search', searchRoute);

  // The typeahead: the same search without listing aggregations (Shopware's suggest route).
  const suggestRoute = (req: EmulatorRequest, session: Session) => {
    const raw = input(req);
    const term = typeof raw.search === 'string' ? raw.search.trim() : '';
    if (!term) throw errors.missingParameter('search');
    const criteria = criteriaOf(req);
    const body = listing(session, {
      criteria,
      raw: { ...raw, 'no-aggregations': true },
      navigationId: null,
      search: term,
      base: [{ type: 'equals', field: 'parentId', value: null }],
    });
    // The document: aggregations and available sortings are empty in this answer.
    return projected({ ...body, availableSortings: [] }, criteria, 'product');
  };
  mount('POST', '/search-suggest', suggestRoute);
  mount('GET', '/search-suggest', suggestRoute);

  const categoryList = (req: EmulatorRequest, session: Session) => {
    const criteria = criteriaOf(req);
    const { brand } = session.ref;
    const docs = brand.catalog.categories.map((category) => ({
      ...category,
      name: text(category.name, session.language.code),
      childCount: brand.categoryChildren.get(category.id)?.length ?? 0,
      path: brand.categoryPath(category.id).map((entry) => entry.id),
    }));
    const found = search(docs, criteria, {
      entityName: 'category',
      resolve: (doc, field) => resolvePath(doc, field),
      idOf: (doc) => doc.id,
      searchText: (doc) => [{ text: doc.name, weight: 100 }],
      defaultSort: [{ field: 'level', order: 'ASC', naturalSorting: false }],
      defaultTotalCountMode: 'none',
    });
    const childrenDepth = 'children' in criteria.associations ? 1 : 0;
    const elements = found.elements
      .map((doc) => brand.categoryById.get(doc.id))
      .filter((category): category is SeedCategory => category !== undefined)
      .map((category) =>
        renderCategory(category, session.render, { childrenDepth, withSeoUrls: 'seoUrls' in criteria.associations }),
      );
    return projected(searchResult('category', elements, found), criteria, 'category');
  };
  mount('POST', '/category', categoryList);
  mount('GET', '/category', categoryList);

  const categoryDetail = (req: EmulatorRequest, session: Session) => {
    const category = categoryOf(req.params.navigationId ?? '', session);
    if (!category) throw errors.categoryNotFound(req.params.navigationId ?? '');
    const criteria = criteriaOf(req);
    const rendered = renderCategory(category, session.render, {
      childrenDepth: 'children' in criteria.associations ? 1 : 0,
      withSeoUrls: 'seoUrls' in criteria.associations,
    });
    return projected(rendered, criteria, 'category');
  };
  mount('POST', '/category/:navigationId', categoryDetail);
  mount('GET', '/category/:navigationId', categoryDetail);

  const navigation = (req: EmulatorRequest, session: Session) => {
    const raw = input(req);
    const root = categoryOf(req.params.rootId ?? '', session);
    if (!root) throw errors.categoryNotFound(req.params.rootId ?? '');
    const depth = numberOf(raw.depth) ?? 2;
    const buildTree = !('buildTree' in raw) || flag(raw.buildTree);
    const criteria = criteriaOf(req);
    const visible = (category: SeedCategory) => category.visible && category.active;
    const children = (session.ref.brand.categoryChildren.get(root.id) ?? []).filter(visible);
    let elements: Schemas['Category'][];
    if (buildTree) {
      elements = children.map((child) =>
        renderCategory(child, session.render, { childrenDepth: Math.max(0, depth - 1) }),
      );
    } else {
      const flat: SeedCategory[] = [];
      const walk = (list: SeedCategory[], level: number) => {
        for (const category of list) {
          flat.push(category);
          if (level < depth)
            walk((session.ref.brand.categoryChildren.get(category.id) ?? []).filter(visible), level + 1);
        }
      };
      walk(children, 1);
      elements = flat.map((category) => renderCategory(category, session.render));
    }
    return projected(elements, criteria, 'category');
  };
  mount('POST', '/navigation/:activeId/:rootId', navigation);
  mount('GET', '/navigation/:activeId/:rootId', navigation);

  mount('POST', '/media', (req, session) => {
    const ids = idsOf(req);
    if (ids.length === 0) {
      throw new ShopwareError({
        status: 400,
        code: 'CONTENT__MEDIA_EMPTY_ID',
        detail: 'A media id must be provided.',
        pointer: '/ids',
      });
    }
    const media = ids
      .map((id) => session.ref.brand.mediaById.get(id.toLowerCase()))
      .filter((entry) => entry !== undefined);
    return { body: media.map((entry) => renderMedia(entry, session.render)) };
  });
}
