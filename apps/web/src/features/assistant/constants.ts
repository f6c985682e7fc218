// The assistant's business constants (seed 001 §9), word for word.

/** Upload: at most 2048 KB per picture and 2 pictures. */
export const UPLOAD_MAX_BYTES = 2048 * 1024;
export const UPLOAD_MAX_FILES = 2;
/** The acceptance opinion: at most 200 characters. */
export const OPINION_MAX_LENGTH = 200;
/** listForPatrolForNow is polled every 10000 ms (the avatar's live-patrol report). */
export const REPORT_POLL_MS = 10_000;
/** The first spoken status report, after the window opened. */
export const FIRST_SPEECH_MS = 3000;
/** A local ('fake') reply waits this long, as if the assistant typed it. */
export const FAKE_REPLY_MS = 2000;
/** After a summary the assistant switches to the main key and greets again after this. */
export const REGREET_MS = 3000;
/** After a patrol-live check the live patrols are read again after this. */
export const PATROL_LIVE_POLL_MS = 5000;
/** A report just spoken can be played again after this. */
export const SPEECH_REPLAY_MS = 10_000;
/** Previews of the cards' lists. */
export const TODO_PREVIEW = 5;
export const DISEASE_PREVIEW_LIST = 3;
export const DISEASE_PREVIEW_MAP = 4;
/** Speech settings: voice xiaoyan, speed, volume and pitch each 50. */
export const SPEECH_SETTINGS = { vcn: 'xiaoyan', speed: 50, volume: 50, pitch: 50 } as const;
/** iFlytek's audio: 16 kHz, 16-bit little-endian mono PCM. */
export const SPEECH_SAMPLE_RATE = 16_000;
/** iFlytek takes at most about 2000 characters per call (the socket's TtsClientMessage). */
export const SPEECH_MAX_CHARS = 2000;
/** The fading mask over the message stream is fully opaque at this scroll (px). */
export const MASK_FULL_SCROLL_PX = 50;
/** Saved file names of the report downloads. */
export const PATROL_REPORT_NAME = '巡查记录.xlsx';
export const CONSTRUCTION_REPORT_NAME = '施工报告.xlsx';
/** The templates the backend is asked for (seed 001 §7). */
export const PATROL_REPORT_TEMPLATE = 'roadDailyReport.xlsx';
export const CONSTRUCTION_REPORT_TEMPLATE = 'ysReport.xlsx';
/** The client kind sent in every chat's inputs. */
export const DEVICE_TYPE = 'pc';
/** The window sits above the shell (1001, over Semi's 1000 layer); its modals above it, under toasts (1010). */
export const ASSISTANT_MODAL_Z = 1002;
