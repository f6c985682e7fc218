// The contract's shapes the assistant works with, by the names the feature uses.
import type { Schemas } from '@jt/api-contract';

export type ChatAgent = Schemas['ChatAgent'];
export type ChatType = Schemas['ChatType'];
export type ChatMessageItem = Schemas['ChatMessageItem'];
export type ChatHistoryEntry = Schemas['ChatHistoryEntry'];
export type AnswerPayload = Schemas['AssistantAnswerPayload'];
export type TodoItem = Schemas['TodoItem'];
export type PatrolItem = Schemas['PatrolItem'];
export type AssistantDisease = Schemas['AssistantDisease'];
export type ProcessStep = Schemas['ProcessStep'];
export type TrackPoint = Schemas['TrackPoint'];
export type RecognitionResult = Schemas['RecognitionResult'];
export type DiseaseDetail = Schemas['DiseaseDetail'];
export type MessageStatus = NonNullable<ChatMessageItem['status']>;

/**
 * The callback type of a card's buttons (ChatMessageItem.btnType, seed 001 §9 "callback types 1
 * to 6"): which card the buttons belong to, so a label does what it means on that card.
 */
export const BtnType = {
  /** The steward's greeting and plain answers: labels are questions. */
  questions: 1,
  /** Patrol records (xuncha). */
  patrols: 2,
  /** Diseases (diseasePos), with the track map. */
  diseases: 3,
  /** Pending tasks (daiban). */
  todos: 4,
  /** A disease's disposal (finishStatus, zongjie). */
  disposal: 5,
  /** A picture's recognition. */
  recognition: 6,
} as const;
export type BtnType = (typeof BtnType)[keyof typeof BtnType];

/** A message as the window holds it: the saved fields plus what only this page needs. */
export interface ClientMessage extends ChatMessageItem {
  /** The list key (stable while the message lives on this page). */
  key: string;
  /** The answer's raw text so far (thinking and payload blocks included). */
  raw?: string;
  /** The agent that answers. */
  agent?: ChatAgent;
  /** What the agent is doing now (seed 001 §4), cleared on message end. */
  agentStatus?: string;
  /** Dify's message id (feedback). */
  messageId?: string;
  /** The recognition card's results (pothole and crack only). */
  recognition?: RecognitionResult[];
  /** The pictures of the recognition, as uploaded (object keys). */
  recognitionPictures?: string[];
  /** The patrol ids of this card that are on the road now (patrol-live check). */
  livePatrols?: string[];
}
