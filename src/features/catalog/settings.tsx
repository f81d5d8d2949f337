/**
 * The brand settings the catalogue pages read: flags (geometry table, size finder, key-features
 * accordion, international prices, ordering, bike comparison) and listing settings (page size, breadcrumb depth, filters,
 * ascending attributes). They come from the build's brand configuration; a provider can replace
 * them (component tests, previews), so components never branch on a brand name.
 */
import React, { createContext, useContext } from 'react';
import { brand } from '../../config/runtime';
import type { BrandConfig } from '../../config/schema';

export interface CatalogSettings {
  flags: Pick<
    BrandConfig['flags'],
    | 'geometryTable'
    | 'sizeFinder'
    | 'keyFeaturesAccordion'
    | 'internationalPrice'
    | 'hero'
    | 'ordering'
    | 'bikeComparison'
  >;
  catalog: Pick<
    BrandConfig['catalog'],
    'categoryPageSize' | 'breadcrumbDepth' | 'listingFilters' | 'ascendingAttributes' | 'cycleToWorkCountries'
  >;
}

export const brandCatalogSettings: CatalogSettings = { flags: brand.flags, catalog: brand.catalog };

const CatalogSettingsContext = createContext<CatalogSettings>(brandCatalogSettings);

export function CatalogSettingsProvider({ value, children }: { value: CatalogSettings; children: React.ReactNode }) {
  return <CatalogSettingsContext.Provider value={value}>{children}</CatalogSettingsContext.Provider>;
}

export function useCatalogSettings(): CatalogSettings {
  return useContext(CatalogSettingsContext);
}
