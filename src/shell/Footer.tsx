import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { brand, runtimeConfig } from '../config/runtime';
import { useShellTexts } from '../components/page-context';
import { CookieSettingsButton } from '../features/consent';
import { NewsletterForm } from '../features/newsletter';
import { useNewsletterSignup } from '../features/newsletter';
import { LocaleSwitcher } from './LocaleSwitcher';
import { usePageContext } from '../components/page-context';
import { useFooterGroups } from './use-menu';

const Wrapper = styled.footer`
  margin-top: 6.4rem;
  background: ${({ theme }) => theme.color.footerSurface};
  color: ${({ theme }) => theme.color.footerText};
  a {
    color: ${({ theme }) => theme.color.footerText};
  }
`;

const columnGap = '3.2rem';

// On the pages' content grid: the same width and side padding as listings and product pages.
const Inner = styled.div<{ $columns: number }>`
  max-width: ${({ theme }) => theme.layoutWidth.wide};
  margin: 0 auto;
  padding: 4rem 1.6rem 2.4rem;
  display: grid;
  gap: ${columnGap};
  ${({ theme }) => theme.up('md')} {
    /* Each column at least its share of the row, and empty tracks kept (auto-fill): the columns
       drawn while the rest still arrives keep their final width, where auto-fit stretched them
       over the row (e2e/layout-shift). Once all are there, the same tracks as auto-fit. */
    grid-template-columns: repeat(
      auto-fill,
      minmax(
        max(
          18rem,
          calc((100% - ${({ $columns }) => $columns - 1} * ${columnGap}) / ${({ $columns }) => $columns} - 1px)
        ),
        1fr
      )
    );
    padding: 4rem 3.2rem 2.4rem;
  }
`;

const Column = styled.div`
  h2 {
    font-size: ${({ theme }) => theme.textSize.lg};
    margin-bottom: 1.2rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-block;
    padding: 0.6rem 0;
  }
`;

const Bottom = styled.div`
  max-width: ${({ theme }) => theme.layoutWidth.wide};
  margin: 0 auto;
  padding: 1.6rem;
  ${({ theme }) => theme.up('md')} {
    padding: 1.6rem 3.2rem;
  }
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.textSize.sm};
`;

const Legal = styled.nav`
  ul {
    list-style: none;
    margin: 0 0 1.2rem;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 2.4rem;
  }
  li a,
  button {
    display: inline-block;
    min-height: 4.4rem;
    padding: 1.2rem 0;
  }
  button {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    text-decoration: underline;
    cursor: pointer;
  }
  [role='status']:empty {
    display: none;
  }
`;

const Newsletter = styled.section`
  max-width: 44rem;
  h2 {
    font-size: ${({ theme }) => theme.textSize.lg};
    margin-bottom: 0.8rem;
  }
  p {
    margin: 0 0 1.2rem;
  }
  /* The page's primary button may be the footer's own colour (xlc: black on black): inverted here. */
  button[type='submit'] {
    color: ${({ theme }) => theme.color.footerSurface};
    background: ${({ theme }) => theme.color.footerText};
    border-color: ${({ theme }) => theme.color.footerText};
    &:hover {
      color: ${({ theme }) => theme.color.onAccent};
      background: ${({ theme }) => theme.color.accent};
      border-color: ${({ theme }) => theme.color.accent};
    }
  }
`;

export function Footer() {
  const { translations, country, legalLinks = [] } = usePageContext();
  const texts = useShellTexts();
  const groups = useFooterGroups();
  const signup = useNewsletterSignup(country, 'footer');
  return (
    <Wrapper>
      <Inner $columns={groups.length + 1}>
        {groups.map((group) => (
          <Column key={group.label}>
            <h2>{group.label}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </Column>
        ))}
        <Newsletter aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{texts.newsletterTitle}</h2>
          <p>{texts.newsletterText}</p>
          <NewsletterForm onSignup={signup} />
        </Newsletter>
      </Inner>
      <Bottom>
        <Legal aria-label={translations.legalNavigation}>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.kind}>
                <Link to={link.path}>{link.title}</Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton />
            </li>
          </ul>
        </Legal>
        <LocaleSwitcher />
        <p>{`© ${runtimeConfig.buildYear} ${brand.displayName}. ${translations.allRightsReserved}`}</p>
      </Bottom>
    </Wrapper>
  );
}
