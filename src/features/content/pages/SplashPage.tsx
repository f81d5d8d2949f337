import React from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { editable } from '../blocks/editable';
import { ButtonLink, present } from '../blocks/block-layout';
import { useBlockLinks } from '../blocks/links';
import type { SplashPageContent } from '../../../services/storyblok/model';

/*
 * The image fills the area edge to edge; the text stands on a solid surface panel over it, so
 * its contrast holds whatever the photo. Without an image the panel sits on the raised surface.
 */
const Root = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 70vh;
  padding: 4.8rem 1.6rem;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const Background = styled.div`
  position: absolute;
  inset: 0;
  > span {
    width: 100%;
    height: 100%;
    aspect-ratio: auto;
  }
`;

const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1.6rem;
  max-width: 60rem;
  padding: 3.2rem 2.4rem;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.card};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.headingSize.h1};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.textSize.lg};
  }
  ${({ theme }) => theme.up('md')} {
    padding: 4.8rem;
  }
`;

/** A full-bleed image with a title, a sentence and one link into the site. */
export function SplashPage({ content }: { content: SplashPageContent }) {
  const link = useBlockLinks().link(content.link);
  return (
    <Root {...editable(content)}>
      {present(content.background?.filename) && (
        <Background>
          {/* A backdrop: the panel carries the message. */}
          <ResponsiveImage filename={content.background.filename} alt="" sizes="100vw" priority />
        </Background>
      )}
      <Panel>
        <h1>{content.title}</h1>
        {present(content.text) && <p>{content.text}</p>}
        {link && present(content.link_label) && <ButtonLink link={link}>{content.link_label}</ButtonLink>}
      </Panel>
    </Root>
  );
}
