import { createContext, useContext } from 'react';
import type { Layout } from '../content';

/** The few words shared UI pieces say wherever they appear (from `content/layout.json`). */
export type UiText = Pick<Layout, 'newTab' | 'draft'>;

const UiTextContext = createContext<UiText | null>(null);

/** Gives the shared UI pieces their words; the app provides it once, around every page. */
export const UiTextProvider = UiTextContext.Provider;

export function useUiText(): UiText {
  const text = useContext(UiTextContext);
  if (!text) throw new Error('useUiText() needs a <UiTextProvider> above it');
  return text;
}
