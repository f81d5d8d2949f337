import { Link } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { usePageContext } from '../components/page-context';

const Wrapper = styled.section`
  max-width: ${({ theme }) => theme.layoutWidth.text};
  margin: 0 auto;
  padding: 8rem 1.6rem;
  p {
    font-size: ${({ theme }) => theme.textSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Body of the not-found and server-error pages: what happened and the way back home. */
export function ErrorPage({ title, text }: { title: string; text: string }) {
  const { localePrefix, translations } = usePageContext();
  return (
    <Wrapper>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to={localePrefix}>{translations.backToHome}</Link>
    </Wrapper>
  );
}
