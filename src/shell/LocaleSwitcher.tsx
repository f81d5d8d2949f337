import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { Icon } from '../components/ui/Icon';
import { usePageContext } from '../components/page-context';
import { localeKey } from '../lib/page-context';

const Details = styled.details`
  summary {
    display: inline-flex;
    align-items: center;
    gap: 0.8rem;
    min-height: 4.4rem;
    cursor: pointer;
  }
  ul {
    list-style: none;
    margin: 0.8rem 0 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));
    gap: 0.4rem 1.6rem;
  }
  a {
    display: inline-block;
    padding: 0.6rem 0;
    color: inherit;
  }
  a[aria-current='true'] {
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
`;

/**
 * Links to every locale of the site, each naming itself in its own language: to this page where
 * the locale has it, else to the locale's home (a page only some markets publish).
 */
export function LocaleSwitcher() {
  const { alternates: own, localeLinks, localeNames = {}, country, language, translations } = usePageContext();
  // Built only for a page some locales lack (see localeLinksFor); else its own versions.
  const alternates = localeLinks ?? own;
  const nameOf = (locale: { country: string; language: string }) =>
    localeNames[localeKey(locale)] ?? `${locale.country.toUpperCase()} – ${locale.language}`;
  // Keyed by locale so the disclosure starts closed on the page a visitor switched to.
  return (
    <Details key={localeKey({ country, language })}>
      <summary>
        <Icon name="globe" size="md" />
        <span>{`${translations.countryAndLanguage}: ${nameOf({ country, language })}`}</span>
      </summary>
      <ul>
        {alternates.map((alternate) => (
          <li key={alternate.path}>
            <Link
              to={alternate.path}
              hrefLang={alternate.hreflang}
              lang={alternate.language}
              aria-current={alternate.country === country && alternate.language === language}
            >
              {nameOf(alternate)}
            </Link>
          </li>
        ))}
      </ul>
    </Details>
  );
}
