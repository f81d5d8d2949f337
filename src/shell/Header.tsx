import { Link } from 'gatsby';
import React, { useCallback, useState } from 'react';
import styled, { css } from 'styled-components';
import { brand, runtimeConfig } from '../config/runtime';
import { homePath } from '../lib/routing/routes';
import { MiniBasket } from '../features/cart';
import { HeaderSearch } from '../features/search';
import { Icon } from '../components/ui/Icon';
import { MegaMenu } from './MegaMenu';
import { usePageContext } from '../components/page-context';

/** Sticky by the region around it in the layout (`Layout`). */
const Bar = styled.header`
  background: ${({ theme }) => theme.color.headerSurface};
  color: ${({ theme }) => theme.color.headerText};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled.div<{ $actions: boolean }>`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  /* Below lg the search field wraps to a line of its own: the first line stays at the top whether
     that line is parsed yet or not (e2e/layout-shift). In one line it sits in the bar's middle. */
  align-content: flex-start;
  ${({ theme }) => theme.up('lg')} {
    align-content: center;
  }
  gap: 1.6rem;
  max-width: ${({ theme }) => theme.layoutWidth.widest};
  min-height: ${({ theme }) => theme.header.stickyNavHeight};
  margin: 0 auto;
  padding: 0 1.6rem;
  /* From lg the search field stands before the basket: drawn before the basket is parsed, it would
     stand at the bar's end and move over when the basket came (e2e/layout-shift). Not :last-child,
     which Chromium does not match while the parent's children are still being parsed. */
  ${({ $actions }) =>
    $actions &&
    css`
      & > [role='search']:not(:has(~ *)) {
        visibility: hidden;
      }
    `}
`;

const Wordmark = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 4.4rem;
  margin-right: auto;
  /* The artwork is drawn in currentColor. */
  color: ${({ theme }) => theme.color.headerText};
  ${({ theme }) => theme.up('lg')} {
    margin-right: 2.4rem;
  }
  svg {
    display: block;
    width: auto;
    height: 2.8rem;
    max-width: 18rem;
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 4.4rem;
  min-height: 4.4rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.headerText};
  cursor: pointer;
  ${({ theme }) => theme.up('lg')} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  ${({ theme }) => theme.up('lg')} {
    margin-left: auto;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 4.4rem;
    min-height: 4.4rem;
    color: ${({ theme }) => theme.color.headerText};
  }
`;

export function Header() {
  const { country, language, translations } = usePageContext();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const locale = { country, language };
  return (
    <Bar>
      <Inner $actions={brand.flags.ordering}>
        <IconButton
          type="button"
          aria-expanded={menuOpen}
          aria-label={menuOpen ? translations.closeMenu : translations.mainNavigation}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </IconButton>
        <Wordmark to={homePath(locale, brand.routing)} aria-label={`${brand.displayName} – ${translations.home}`}>
          <svg
            viewBox={`0 0 ${runtimeConfig.wordmark.width} ${runtimeConfig.wordmark.height}`}
            width={runtimeConfig.wordmark.width}
            height={runtimeConfig.wordmark.height}
            aria-hidden="true"
            focusable="false"
            dangerouslySetInnerHTML={{ __html: runtimeConfig.wordmark.artwork }}
          />
        </Wordmark>
        <MegaMenu open={menuOpen} onNavigate={closeMenu} />
        <HeaderSearch />
        {/* A catalogue site takes no orders: no basket to show (nor to ask the store-api for). */}
        {brand.flags.ordering ? (
          <Actions>
            <MiniBasket />
          </Actions>
        ) : null}
      </Inner>
    </Bar>
  );
}
