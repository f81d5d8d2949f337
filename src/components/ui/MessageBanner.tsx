/**
 * Feedback after an action (spec section 4: success, fail, warning, info). Fail and warning are
 * alerts (read out at once), success and info polite status messages. It slides in over the
 * theme's message duration, not at all for visitors who ask for reduced motion. A shown fail
 * message is reported to analytics once (spec section 8: type error, 'Error - ' prefix).
 */
import React, { useEffect, useRef } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { trackErrorMessage } from '../../services/analytics/data-layer';
import type { ColorRole } from '../../styles/theme';
import { Icon, type IconName } from './Icon';

export type MessageVariant = 'success' | 'fail' | 'warning' | 'info';

export interface MessageBannerProps {
  variant: MessageVariant;
  /** The message, in the page language; also the analytics description of a fail message. */
  message: string;
  /** Optional heading line above the message. */
  title?: string;
  /** Actions or details under the message (e.g. a retry button). */
  children?: React.ReactNode;
  className?: string;
}

const look: Record<MessageVariant, { role: 'alert' | 'status'; icon: IconName; color: ColorRole }> = {
  success: { role: 'status', icon: 'check', color: 'success' },
  fail: { role: 'alert', icon: 'error', color: 'fail' },
  warning: { role: 'alert', icon: 'warning', color: 'warning' },
  info: { role: 'status', icon: 'info', color: 'info' },
};

const enter = keyframes`
  from { opacity: 0; transform: translateY(-0.8rem); }
  to { opacity: 1; transform: none; }
`;

const Banner = styled.div<{ $color: ColorRole }>`
  display: flex;
  gap: 1.2rem;
  align-items: flex-start;
  padding: 1.2rem 1.6rem;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-left: 0.4rem solid ${({ theme, $color }) => theme.color[$color]};
  border-radius: ${({ theme }) => theme.radius.card};
  ${({ theme }) => css`
    animation: ${enter} ${theme.motion.message} ${theme.easing.out} both;
  `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Symbol = styled.span<{ $color: ColorRole }>`
  display: flex;
  color: ${({ theme, $color }) => theme.color[$color]};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  min-width: 0;
  & > p {
    margin: 0;
  }
`;

export function MessageBanner({ variant, message, title, children, className }: MessageBannerProps) {
  const { role, icon, color } = look[variant];
  const tracked = useRef<string | null>(null);

  useEffect(() => {
    // The ref survives StrictMode's second effect run, so one shown message is one event.
    if (variant !== 'fail') {
      tracked.current = null;
      return;
    }
    if (tracked.current === message) return;
    tracked.current = message;
    trackErrorMessage(message);
  }, [variant, message]);

  return (
    <Banner role={role} className={className} $color={color} data-variant={variant}>
      <Symbol $color={color}>
        <Icon name={icon} size="lg" />
      </Symbol>
      <Body>
        {title && <strong>{title}</strong>}
        <p>{message}</p>
        {children}
      </Body>
    </Banner>
  );
}
