/**
 * Render helper for component tests: the brand's theme and a page context in one of its
 * locales, as every page has them.
 */
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import React, { type ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { messages } from '../../brands/shared/messages';
import { allFeatureTexts } from '../gatsby/feature-texts';
import { localeNamesFor } from '../gatsby/page-context';
import { PageContextProvider } from '../components/page-context';
import { loadBrandConfig } from '../config/load';
import type { BrandName } from '../config/schema';
import type { PageContext } from '../lib/page-context';
import { localePrefix } from '../lib/routing';
import { createTheme } from '../styles/theme';

export interface RenderWithPageOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Brand whose theme and locale separator apply; default raleigh ('/' separator). */
  brand?: BrandName;
  /** Country of the page; default the brand's first country. */
  country?: string;
  /** Language of the page; default the country's first language. */
  language?: string;
  /** Other page context fields to override. */
  page?: Partial<PageContext>;
}

/**
 * The page context of a brand's page in one locale, as gatsby-node would create it, with every
 * feature text set of the language (a component test may render a part of any page type).
 */
export function testPageContext(options: Pick<RenderWithPageOptions, 'brand' | 'country' | 'language' | 'page'> = {}) {
  const config = loadBrandConfig(options.brand ?? 'raleigh');
  const countryConfig = config.countries.find((entry) => entry.code === options.country) ?? config.countries[0];
  if (!countryConfig) throw new Error(`Brand ${config.name} has no countries.`);
  const country = countryConfig.code;
  const language = options.language ?? countryConfig.languages[0] ?? 'en';
  const translations = messages[language] ?? messages.en;
  if (!translations) throw new Error(`No interface texts for language "${language}".`);
  const prefix = localePrefix(country, language, config.routing.localeSeparator);
  const context: PageContext = {
    country,
    language,
    localePrefix: prefix,
    pageType: 'page',
    alternates: [],
    canonicalPath: prefix,
    xDefaultPath: prefix,
    translations,
    featureTexts: allFeatureTexts(language),
    localeNames: localeNamesFor(config),
    ...options.page,
  };
  return { config, context };
}

type PageOptions = Pick<RenderWithPageOptions, 'brand' | 'country' | 'language' | 'page'>;

/** A page's frame for a component: the brand theme and a page context, as on every page. */
export function PageFrame({ children, ...options }: PageOptions & { children: React.ReactNode }) {
  const { config, context } = testPageContext(options);
  return (
    <ThemeProvider theme={createTheme(config.theme)}>
      <PageContextProvider value={context}>{children}</PageContextProvider>
    </ThemeProvider>
  );
}

export function renderWithPage(ui: ReactElement, options: RenderWithPageOptions = {}): RenderResult {
  const { brand, country, language, page, ...renderOptions } = options;
  function Wrapper({ children }: { children: React.ReactNode }) {
    return (
      <PageFrame brand={brand} country={country} language={language} page={page}>
        {children}
      </PageFrame>
    );
  }
  return render(ui, { wrapper: Wrapper, ...renderOptions });
}
