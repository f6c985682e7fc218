// The payload block of an answer (contract AssistantAnswerPayload, seed 001 §3) turned into the
// card fields of the message (ChatMessageItem). The block is model-side output: every part is
// checked before it is used, and a part of the wrong shape is dropped, not shown half-broken.
import type {
  AnswerPayload,
  AssistantDisease,
  ChatMessageItem,
  PatrolItem,
  ProcessStep,
  TodoItem,
} from '../assistant-types';
import { BtnType } from '../assistant-types';
import { AssistantText } from '../texts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/** The items of a list part that have the fields a row needs (strings where strings go). */
function rows<T>(value: unknown, required: readonly string[]): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is T => isObject(item) && required.every((field) => isText(item[field])));
}

/** Parses the payload block's JSON; null when it is not a JSON object. */
export function parsePayload(json: string): AnswerPayload | null {
  try {
    const value: unknown = JSON.parse(json);
    return isObject(value) ? (value as AnswerPayload) : null;
  } catch {
    return null;
  }
}

/** The button labels of `ques` (dash-separated), blanks dropped. */
export function buttonLabels(ques: unknown): string[] {
  if (!isText(ques)) return [];
  return ques
    .split('-')
    .map((label) => label.trim())
    .filter((label) => label !== '');
}

export interface PayloadCard {
  /** The card's fields. */
  fields: Partial<ChatMessageItem>;
  /** The patrol whose track the disease card draws (getGisById). */
  trackOf: string | null;
  /** A disposal summary arrived (the assistant then switches back to the main key). */
  summary: boolean;
}

/** What a payload puts on its card (seed 001 §3/§4). */
export function cardOf(payload: AnswerPayload): PayloadCard {
  const fields: Partial<ChatMessageItem> = {};
  let btnType: BtnType = BtnType.questions;
  const btns = buttonLabels(payload.ques);
  if (btns.length > 0) fields.btns = btns;
  if (isText(payload.end_time) && payload.end_time !== '')
    fields.endLine = AssistantText.dataCutOff(payload.end_time);

  const todos = rows<TodoItem>(payload.daiban, ['id', 'diseaseId']);
  if (Array.isArray(payload.daiban)) {
    fields.waitList = todos;
    btnType = BtnType.todos;
  }
  const patrols = rows<PatrolItem>(payload.xuncha, ['id', 'routeCode', 'startTime']);
  if (Array.isArray(payload.xuncha)) {
    fields.checkList = patrols;
    fields.download = true;
    btnType = BtnType.patrols;
  }
  const diseases = rows<AssistantDisease>(payload.diseasePos, ['diseaseId', 'diseaseName']);
  if (Array.isArray(payload.diseasePos)) {
    fields.diseaseList = diseases;
    btnType = BtnType.diseases;
  }
  const trackOf = isText(payload.patrolId) && payload.patrolId !== '' ? payload.patrolId : null;
  if (trackOf) fields.id = trackOf;

  let summary = false;
  if (isText(payload.diseaseId) && payload.diseaseId !== '') {
    fields.diseaseId = payload.diseaseId;
    const picture = isText(payload.pic_url) && payload.pic_url !== '' ? payload.pic_url : undefined;
    if (payload.finishStatus === 'doing') {
      // Seed §4: 'doing' with a diseaseId shows the picture and sets the status to pending.
      if (picture) fields.img = picture;
      fields.status = 'pending';
      btnType = BtnType.disposal;
    } else if (picture && !Array.isArray(payload.diseasePos)) {
      fields.img = picture;
      btnType = BtnType.disposal;
    }
    const zongjie: unknown = payload.zongjie;
    if (isObject(zongjie)) {
      summary = true;
      btnType = BtnType.disposal;
      if (isText(zongjie.content)) fields.content2 = zongjie.content;
      fields.diseaseLife = rows<ProcessStep>(zongjie.steps, ['stepName', 'stepTime']);
      // The before/after pair: the disease's picture and the summary's picture after repair.
      const after = isText(zongjie.pic) && zongjie.pic !== '' ? zongjie.pic : undefined;
      const pair = [picture, after].filter(isText);
      if (pair.length > 0) fields.imgList = pair;
      fields.download = true;
    }
  }
  fields.btnType = btnType;
  return { fields, trackOf, summary };
}
