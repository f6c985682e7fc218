// The texts of the HTTP rules (seed 000 §8). The seed gives them in English; these are the
// platform client's own Chinese texts where the cscp client has them (research §2.4 and its
// util.js), and a Chinese rendering of the seed's meaning for the fallback.

export const HttpText = {
  /** Global 401: 'authentication information has expired, please log in again' (cscp util.js). */
  sessionExpired: '身份认证信息已失效，请重新登录。',
  /** No response: 'network connection error, please check the network environment' (cscp util.js). */
  networkError: '网络连接错误，请检查网络环境！',
  /** 'network connection timed out, please retry' (cscp util.js). */
  timeout: '网络连接超时，请重试！',
  /** Fallback: 'unknown error, contact the programmer' (translated from the seed). */
  fallback: '未知错误，请联系程序员',
} as const;

/** How long the 401 warning stays before the redirect to the sign-in page (seed 000 §4, §8). */
export const SESSION_EXPIRED_REDIRECT_MS = 2000;
/** How long a 403's server message stays (seed 000 §8). */
export const FORBIDDEN_MESSAGE_MS = 3000;
/** The problem `params` of a session ended by a second sign-in of the same user (seed 000 §4). */
export const KICK_OUT_PARAMS = 'error.user.kickOut';
