/** The dealers feature's public surface: store locator, dealer page and its structured data. */
export { StoreLocator, type LocatorFilter, type StoreLocatorProps } from './StoreLocator';
export { DealerPage } from './DealerPage';
export { dealerStructuredData } from './structured-data';
export { useDealerTexts } from './texts';
