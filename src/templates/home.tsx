import { Link, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import type { MessageKey } from '../../brands/shared/messages';
import { PageHead } from '../components/layout/PageHead';
import { brand } from '../config/runtime';
import { navigationHref } from '../lib/navigation';
import type { PageContext } from '../lib/page-context';

const Hero = styled.section`
  background: ${({ theme }) => theme.color.surfaceRaised};
  padding: 6.4rem 1.6rem;
  ${({ theme }) => theme.up('lg')} {
    padding: 9.6rem 1.6rem;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layoutWidth.content};
  margin: 0 auto;
`;

const Tagline = styled.p`
  max-width: ${({ theme }) => theme.layoutWidth.text};
  font-size: ${({ theme }) => theme.textSize.xl};
  color: ${({ theme }) => theme.color.textMuted};
  margin: 0;
`;

const Groups = styled.div`
  max-width: ${({ theme }) => theme.layoutWidth.content};
  margin: 4.8rem auto 0;
  padding: 0 1.6rem;
  display: grid;
  gap: 2.4rem;
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  padding: 2.4rem;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const CardLink = styled(Link)`
  display: inline-block;
  margin: 0.4rem 0.4rem 0 0;
  padding: 1rem 1.8rem;
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
  }
`;

/** Home page of a locale: the brand's promise and its ways into the shop. */
export default function HomeTemplate({ pageContext }: PageProps<object, PageContext>) {
  const { translations, country, language } = pageContext;
  const label = (key: string) => translations[key as MessageKey] ?? key;
  return (
    <>
      <Hero>
        <Inner>
          <h1>{brand.displayName}</h1>
          <Tagline>{label(brand.tagline)}</Tagline>
        </Inner>
      </Hero>
      <Groups>
        {brand.navigation.map((group) => (
          <Card key={group.label}>
            <h2>{label(group.label)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={`${link.kind}:${link.slug ?? ''}`}>
                  <CardLink to={navigationHref(link, { country, language }, brand.routing)}>
                    {label(link.label)}
                  </CardLink>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </Groups>
    </>
  );
}

export function Head({ pageContext }: HeadProps<object, PageContext>) {
  return (
    <PageHead
      pageContext={pageContext}
      title={brand.displayName}
      description={pageContext.translations[brand.tagline as MessageKey]}
    />
  );
}
