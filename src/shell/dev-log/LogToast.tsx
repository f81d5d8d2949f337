import React, { useCallback, useId, useMemo, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Icon } from '../../components/ui/Icon';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import type { ColorRole } from '../../styles/theme';
import { toastText, type LogEntry, type LogLevel } from './log-model';

const look: Record<LogLevel, { label: string; icon: 'warning' | 'error'; color: ColorRole }> = {
  warning: { label: 'Warning', icon: 'warning', color: 'warning' },
  error: { label: 'Error', icon: 'error', color: 'fail' },
};

export const levelLabel = (level: LogLevel) => look[level].label;

const enter = keyframes`
  from { opacity: 0; transform: translateY(0.8rem); }
  to { opacity: 1; transform: none; }
`;

const Card = styled.li<{ $color: ColorRole }>`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1rem 1.2rem;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 0.4rem solid ${({ theme, $color }) => theme.color[$color]};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: 0 0.4rem 1.6rem rgb(0 0 0 / 0.25);
  ${({ theme }) => css`
    animation: ${enter} ${theme.motion.message} ${theme.easing.out} both;
  `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Head = styled.div`
  display: flex;
  gap: 0.8rem;
  align-items: center;
`;

const Level = styled.strong<{ $color: ColorRole }>`
  display: flex;
  flex: 1 1 auto;
  gap: 0.4rem;
  align-items: center;
  color: ${({ theme, $color }) => theme.color[$color]};
`;

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 3.2rem;
  min-height: 3.2rem;
  padding: 0 1rem;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.control};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Details = styled.details`
  & > summary {
    cursor: pointer;
  }
  & > summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Pre = styled.pre`
  margin: 0.6rem 0 0;
  font-size: ${({ theme }) => theme.textSize.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Fallback = styled.textarea`
  min-height: 8rem;
  font: inherit;
  font-size: ${({ theme }) => theme.textSize.xs};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

type CopyState = 'idle' | 'copied' | 'refused';

export interface LogToastProps {
  entry: LogEntry;
  copyText: (text: string) => Promise<boolean>;
  onClose: (id: number) => void;
}

/** One console message: level, text (title and collapsible details when long), Copy, Close. */
export function LogToast({ entry, copyText, onClose }: LogToastProps) {
  const { label, icon, color } = look[entry.level];
  const { title, details } = useMemo(() => toastText(entry.text), [entry.text]);
  const [copy, setCopy] = useState<CopyState>('idle');
  const titleId = useId();
  const selectAll = useCallback((area: HTMLTextAreaElement | null) => {
    area?.focus();
    area?.select();
  }, []);

  const onCopy = () => {
    void copyText(entry.text).then(
      (copied) => setCopy(copied ? 'copied' : 'refused'),
      () => setCopy('refused'),
    );
  };

  return (
    <Card $color={color} aria-labelledby={titleId} data-level={entry.level}>
      <Head>
        <Level $color={color}>
          <Icon name={icon} size="sm" />
          {label}
          {entry.count > 1 && (
            <>
              <span aria-hidden="true">×{entry.count}</span>
              <VisuallyHidden>, {entry.count} times</VisuallyHidden>
            </>
          )}
        </Level>
        <Button type="button" onClick={onCopy}>
          Copy
        </Button>
        <Button type="button" aria-label="Close" onClick={() => onClose(entry.id)}>
          <Icon name="close" size="sm" />
        </Button>
      </Head>
      {details === null ? (
        <Text id={titleId}>{title}</Text>
      ) : (
        <>
          <Text id={titleId}>
            <strong>{title}</strong>
          </Text>
          {details && (
            <Details>
              <summary>Details</summary>
              <Pre>{details}</Pre>
            </Details>
          )}
        </>
      )}
      <Text role="status">
        {copy === 'copied' && 'Copied'}
        {copy === 'refused' && 'The clipboard refused the text: it is selected below to copy by hand.'}
      </Text>
      {copy === 'refused' && <Fallback readOnly aria-label="Message text" value={entry.text} ref={selectAll} />}
    </Card>
  );
}
