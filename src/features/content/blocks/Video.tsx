import React from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { ConsentGate } from '../../consent';
import type { VideoBlock, VideoProvider } from '../../../services/storyblok/model';
import { editable } from './editable';
import { Section } from '../../../components/sections';
import { type BlockProps, present } from './block-layout';
import { fill } from '../../../lib/i18n/fill';
import { useBlockTexts } from './texts';

/**
 * Player addresses of the providers, in their privacy-enhanced variants (no tracking cookies
 * before playback). Ids are checked first: they end up in a URL.
 */
const players: Record<VideoProvider, { id: RegExp; url: (id: string) => string }> = {
  youtube: { id: /^[\w-]{6,20}$/, url: (id) => `https://www.youtube-nocookie.com/embed/${id}` },
  vimeo: { id: /^\d{1,12}$/, url: (id) => `https://player.vimeo.com/video/${id}?dnt=1` },
};

/** Where the player of a video is, or null for an unknown provider or a malformed id. */
export function videoEmbedUrl(provider: string, videoId: string): string | null {
  const player = provider in players ? players[provider as VideoProvider] : undefined;
  const id = videoId.trim();
  return player && player.id.test(id) ? player.url(id) : null;
}

/* Poster and player share one 16:9 box: the player replaces the poster without a shift. */
const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surfaceRaised};
  > span {
    position: absolute;
    inset: 0;
    aspect-ratio: auto;
  }
  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-top: 1.2rem;
    font-size: ${({ theme }) => theme.textSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * An embedded video. The player (a third-party frame that sets cookies) loads only with
 * consent to C0001 and C0003 (spec section 4); until then the poster shows with the consent
 * gate's note and its way to the cookie settings.
 */
export function Video({ blok, priority = false }: BlockProps<VideoBlock>) {
  const texts = useBlockTexts();
  const src = videoEmbedUrl(blok.provider, blok.video_id ?? '');
  if (!src) {
    console.warn(`Video block ${blok._uid}: unknown provider "${blok.provider}" or malformed id; nothing rendered.`);
    return null;
  }
  const title = present(blok.title) ? blok.title : fill(texts.videoPoster, { title: blok.provider });
  const poster = (
    <Frame>
      {present(blok.poster?.filename) && (
        <ResponsiveImage
          filename={blok.poster.filename}
          alt={present(blok.poster.alt) ? blok.poster.alt : fill(texts.videoPoster, { title })}
          sizes="(min-width: 1200px) 1200px, 100vw"
          priority={priority}
        />
      )}
    </Frame>
  );
  return (
    <Section {...editable(blok)}>
      <Figure>
        <ConsentGate feature="video" fallback={poster}>
          <Frame>
            <iframe
              src={src}
              title={title}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </Frame>
        </ConsentGate>
        {present(blok.title) && <figcaption>{blok.title}</figcaption>}
      </Figure>
    </Section>
  );
}
