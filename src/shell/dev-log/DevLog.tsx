import React, { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { latestEntry, toastText } from './log-model';
import type { LogStore } from './log-store';
import { LogToast, levelLabel } from './LogToast';

const Region = styled.section`
  position: fixed;
  right: 1.6rem;
  bottom: 1.6rem;
  z-index: 2147483000;
  width: min(48rem, calc(100vw - 3.2rem));
  max-height: calc(100vh - 3.2rem);
  padding: 0.4rem;
  overflow-y: auto;
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.textSize.sm};
  line-height: 1.4;
`;

const Stack = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.8rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface DevLogProps {
  store: LogStore;
  copyText: (text: string) => Promise<boolean>;
}

/**
 * The stack of development toasts in a screen corner. The latest message is announced politely;
 * focus is never taken, and closing a toast from the keyboard moves focus to its neighbour.
 */
export function DevLog({ store, copyText }: DevLogProps) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const list = useRef<HTMLOListElement>(null);
  const refocus = useRef<number | null>(null);
  const latest = latestEntry(state);
  const announcement = latest
    ? `${levelLabel(latest.level)}: ${toastText(latest.text).title}${latest.count > 1 ? ` (${latest.count} times)` : ''}`
    : '';

  const close = useCallback(
    (id: number) => {
      const node = list.current;
      if (node?.contains(node.ownerDocument.activeElement)) {
        refocus.current = state.entries.findIndex((entry) => entry.id === id);
      }
      store.dismiss(id);
    },
    [state, store],
  );

  useLayoutEffect(() => {
    const index = refocus.current;
    if (index === null) return;
    refocus.current = null;
    const items = list.current?.children ?? [];
    const neighbour = items[Math.min(index, items.length - 1)];
    neighbour?.querySelector('button')?.focus();
  }, [state]);

  return (
    <>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {state.entries.length > 0 && (
        <Region aria-label="Development log">
          <Stack ref={list}>
            {state.entries.map((entry) => (
              <LogToast key={entry.id} entry={entry} copyText={copyText} onClose={close} />
            ))}
          </Stack>
        </Region>
      )}
    </>
  );
}
