/**
 * Badges (images, or their names as text) and labels (free text) of a product. Badge images sit
 * in fixed boxes, so an image of unknown size cannot shift the layout.
 */
import React from 'react';
import styled from 'styled-components';

export interface BadgeView {
  id: string;
  name: string;
  /** Image of the badge; text only when null. */
  url: string | null;
  alt: string;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Sizes that keep a badge's lettering legible: small on phone tiles, larger on the product page. */
const badgeSizes = {
  tile: { base: '4rem', md: '5.6rem' },
  page: { base: '6.4rem', md: '8rem' },
} as const;

type BadgeSize = keyof typeof badgeSizes;

const ImageBadge = styled.img<{ $size: BadgeSize }>`
  display: block;
  width: ${({ $size }) => badgeSizes[$size].base};
  height: ${({ $size }) => badgeSizes[$size].base};
  object-fit: contain;
  ${({ theme }) => theme.up('md')} {
    width: ${({ $size }) => badgeSizes[$size].md};
    height: ${({ $size }) => badgeSizes[$size].md};
  }
`;

const TextBadge = styled.span<{ $tone: 'primary' | 'accent' }>`
  display: inline-block;
  padding: 0.2rem 0.8rem;
  font-size: ${({ theme }) => theme.textSize.sm};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.color.onPrimary : theme.color.onAccent)};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.color.primary : theme.color.accent)};
  border-radius: ${({ theme }) => theme.radius.badge};
`;

export function Badges({
  badges,
  className,
  size = 'page',
}: {
  badges: readonly BadgeView[];
  className?: string;
  size?: BadgeSize;
}) {
  if (badges.length === 0) return null;
  return (
    <List className={className}>
      {badges.map((badge) => (
        <li key={badge.id}>
          {badge.url ? (
            <ImageBadge
              src={badge.url}
              alt={badge.alt || badge.name}
              width={80}
              height={80}
              loading="lazy"
              $size={size}
            />
          ) : (
            <TextBadge $tone="primary">{badge.name}</TextBadge>
          )}
        </li>
      ))}
    </List>
  );
}

/** Labels in their order, each text once. */
export function Labels({
  labels,
  className,
}: {
  labels: readonly { id: string; freeText: string }[];
  className?: string;
}) {
  const seen = new Set<string>();
  const unique = labels.filter((label) => {
    const text = label.freeText.trim();
    if (text === '' || seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  if (unique.length === 0) return null;
  return (
    <List className={className}>
      {unique.map((label) => (
        <li key={label.id}>
          <TextBadge $tone="accent">{label.freeText.trim()}</TextBadge>
        </li>
      ))}
    </List>
  );
}
