// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PageProps } from 'gatsby';
import React, { type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentPageContext } from '../../../lib/page-context';
import { renderWithPage } from '../../../testing/render';
import {
  campaign,
  categoryPage,
  contactMethod,
  paymentMethod,
  productLine,
  publication,
  shippingMethod,
} from '../blocks/test-factories';
import { type ContentTypeBlock, pageContentTypeNames } from '../../../services/storyblok/model';
import type { StoryListData } from './story';
import {
  campaignListing,
  contactMethodListing,
  contentPage,
  homePage,
  listedEntry,
  paymentMethodListing,
  productLineListing,
  publicationListing,
  searchPage,
  shippingMethodListing,
  splashPage,
  storeLocatorPage,
  storyData,
} from './test-factories';

vi.mock('gatsby', async () => {
  const { createElement } = await import('react');
  return {
    graphql: () => '',
    navigate: () => Promise.resolve(),
    Link: ({ to, children, ...rest }: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) =>
      createElement('a', { ...rest, href: to }, children),
  };
});

afterEach(cleanup);

const templatesDir = path.resolve(__dirname, '../../../templates');

/** Template file name by content type, as the page plan names them (plus `home` for the home story). */
const templateOf = (name: string) => name.replace(/_/g, '-');

const templateNames = ['home', ...pageContentTypeNames.map(templateOf)];

describe('content templates', () => {
  it('exist for every page kind the content makes', () => {
    const files = new Set(readdirSync(templatesDir));
    expect(templateNames.filter((name) => !files.has(`${name}.tsx`))).toEqual([]);
  });

  it('have page queries with names unique across the templates', () => {
    const names = readdirSync(templatesDir)
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => [...readFileSync(path.join(templatesDir, file), 'utf8').matchAll(/query (\w+)\s*[({]/g)])
      .map((match) => match[1]);
    expect(names.length).toBeGreaterThanOrEqual(templateNames.length);
    expect(new Set(names).size).toBe(names.length);
  });

  const contentOf: Record<string, ContentTypeBlock> = {
    home: homePage({ title: 'Home', body: [] }),
    page: contentPage({ title: 'About us' }),
    'publication-listing': publicationListing({ title: 'Stories' }),
    publication: publication({ title: 'Chain care' }),
    'campaign-listing': campaignListing({ title: 'Campaigns' }),
    campaign: campaign({ title: 'Test ride weeks' }),
    'product-line': productLine({ name: 'Motus' }),
    'product-line-listing': productLineListing({ title: 'Product lines' }),
    'contact-method-listing': contactMethodListing({ title: 'Contact' }),
    'contact-method': contactMethod({ title: 'Call us' }),
    'shipping-method-listing': shippingMethodListing({ title: 'Delivery' }),
    'shipping-method': shippingMethod({ title: 'Home delivery' }),
    'payment-method-listing': paymentMethodListing({ title: 'Payment' }),
    'payment-method': paymentMethod({ title: 'Bank transfer' }),
    'splash-page': splashPage({ title: 'Welcome' }),
    'store-locator-page': storeLocatorPage({ title: 'Find a dealer' }),
    'search-page': searchPage({ title: 'Search' }),
    'category-page': categoryPage({ title: 'Brakes' }),
  };

  it.each(templateNames)('%s renders its story with one <h1>', async (name) => {
    const content = contentOf[name];
    if (!content) throw new Error(`No test content for template ${name}`);
    const module = (await import(`../../../templates/${name}`)) as {
      default: ComponentType<PageProps<StoryListData, ContentPageContext>>;
    };
    const data: StoryListData = {
      ...storyData(content),
      items: { nodes: [listedEntry(publication({ title: 'Listed story' }), 'shop/gb/stories/listed')] },
    };
    // Gatsby passes every page its context; these templates read only what they need of it.
    const props = { data, location: { search: '' }, pageContext: {} } as unknown as PageProps<
      StoryListData,
      ContentPageContext
    >;
    renderWithPage(<module.default {...props} />);
    const titles = screen.getAllByRole('heading', { level: 1 });
    expect(titles).toHaveLength(1);
  });

  it('fail on a story of another content type, naming the node', async () => {
    const module = (await import('../../../templates/publication')) as {
      default: ComponentType<PageProps<StoryListData, ContentPageContext>>;
    };
    const data = { ...storyData(contentPage(), { id: 'storyblokentry-9-default' }), items: { nodes: [] } };
    const props = { data, location: { search: '' } } as unknown as PageProps<StoryListData, ContentPageContext>;
    // The template reads its story before it renders anything, so rendering it shows the failure.
    const Template = module.default;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithPage(<Template {...props} />)).toThrow(/storyblokentry-9-default holds a "page" story/);
  });
});
