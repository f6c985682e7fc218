// Knowledge retrieval as the mock's agents do it: segments scored by how many of the question's
// character bigrams they contain (keywords count triple), like a keyword retriever in front of
// a model. Pure: the same question finds the same segments with the same scores.

import type { KnowledgeDataset, KnowledgeDocument, KnowledgeSegment } from '@jt/mocks/assistant/knowledge';

export interface RetrievedSegment {
  dataset: KnowledgeDataset;
  document: KnowledgeDocument;
  segment: KnowledgeSegment;
  /** 0–1, Dify's score of the segment. */
  score: number;
}

/** Below this a segment is not about the question (Dify's score threshold). */
export const SCORE_THRESHOLD = 0.3;

export function retrieve(dataset: KnowledgeDataset, question: string, topK = 2): RetrievedSegment[] {
  const grams = bigramsOf(question);
  if (grams.size === 0) return [];
  const found: RetrievedSegment[] = [];
  for (const document of dataset.documents) {
    for (const segment of document.segments) {
      const score = scoreOf(segment, grams, question);
      if (score >= SCORE_THRESHOLD) found.push({ dataset, document, segment, score });
    }
  }
  return found.sort((a, b) => b.score - a.score || a.segment.id.localeCompare(b.segment.id)).slice(0, topK);
}

function scoreOf(segment: KnowledgeSegment, grams: Set<string>, question: string): number {
  const text = `${segment.title}\n${segment.content}`;
  let hits = 0;
  for (const gram of grams) if (text.includes(gram)) hits += 1;
  const keywordHits = segment.keywords.filter((keyword) => question.includes(keyword)).length;
  const raw = (hits + 3 * keywordHits) / (grams.size + 3);
  return Math.round(Math.min(1, raw) * 10_000) / 10_000;
}

/** Bigrams of the question's Han characters and words (punctuation and spaces dropped). */
function bigramsOf(text: string): Set<string> {
  const cleaned = [...text.replace(/[\s\p{P}\p{S}]+/gu, ' ')];
  const grams = new Set<string>();
  for (let i = 0; i + 1 < cleaned.length; i++) {
    const gram = `${cleaned[i]}${cleaned[i + 1]}`;
    if (!gram.includes(' ')) grams.add(gram);
  }
  return grams;
}
