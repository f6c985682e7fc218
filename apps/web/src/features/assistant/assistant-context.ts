// The assistant's engine, handed to its components (one per mounted assistant).
import { createContext, useContext } from 'react';
import type { UrlPolicy } from '../../lib/media/url-policy';
import type { AssistantEngine } from './chat/assistant-engine';

export interface AssistantContextValue {
  engine: AssistantEngine;
  /** Where answers' links and pictures may point (and the media token). */
  urlPolicy: () => UrlPolicy;
  /** Downloads a report (progress and failure shown by the caller). */
  download: (kind: 'patrol' | 'construction', id: string) => void;
  /** Reports being downloaded: key → percentage (null when the size is unknown). */
  downloads: Record<string, number | null>;
}

export const AssistantContext = createContext<AssistantContextValue | null>(null);

export function useAssistant(): AssistantContextValue {
  const value = useContext(AssistantContext);
  if (!value) throw new Error('useAssistant outside the assistant');
  return value;
}
