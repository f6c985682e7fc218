// The backend's error body (zalando Problem, JHipster style), which the gateway also uses for
// its own errors so the web app handles one shape.

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  path: string;
  message: string;
  params?: string;
}

const PROBLEM_WITH_MESSAGE = 'https://www.jhipster.tech/problem/problem-with-message';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function problem(
  status: number,
  detail: string,
  url: string,
  message = `error.http.${status}`,
): Problem {
  return {
    type: PROBLEM_WITH_MESSAGE,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    path: url.split('?')[0] ?? url,
    message,
  };
}
