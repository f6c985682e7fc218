// Every text the assistant shows, in one place. Seed 001 §5/§8 give some verbatim (the info
// message of an acceptance without a disease id, 服务未响应！, 浏览器不支持WebSocket); the others
// are the product's Chinese for what the seed describes.
import { HttpText } from '../../lib/http/http-texts';
import { AvatarText } from './avatar/avatar-texts';

export const AssistantText = {
  /** The avatar's accessible name and the window's title. */
  name: AvatarText.name,
  windowTitle: '巡检养护管家',
  // --- seed 001 §8, verbatim --------------------------------------------------------------
  noDiseaseId: '当前病害id为空,无法验收',
  downloadFailed: '服务未响应！',
  noWebSocket: '浏览器不支持WebSocket',
  /** 'unknown error, contact the programmer' (the HTTP layer's fallback text, seed 000 §8). */
  unknownError: HttpText.fallback,
  // --- seed 001 §5: the upload widget's warnings ----------------------------------------
  badFormat: '文件格式不正确，请上传jpg或png格式的图片！',
  tooLarge: '文件过大，不能超过2M！',
  tooMany: '最多只能上传2张图片！',
  // --- copy (seed 001 §8 'content copy succeeded' / 'failed') ----------------------------
  copied: '内容复制成功',
  copyFailed: '内容复制失败',
  // --- chat modes (seed 001 §1: type codes 1 to 4) ----------------------------------------
  modeMain: '巡检养护管家',
  modeTraffic: '实时路况',
  modeOperation: '平台操作问答',
  modeKnowledge: '养护知识问答',
  // --- the window ------------------------------------------------------------------------
  newChat: '新建对话',
  searchHistory: '搜索历史记录',
  noHistory: '暂无历史记录',
  noHistoryMatch: '没有匹配的历史记录',
  historyTitle: '历史记录',
  inputPlaceholder: '请输入您的问题，Enter发送，Shift+Enter换行',
  send: '发送',
  stop: '停止',
  online: '联网搜索',
  close: '关闭',
  uploadPicture: '上传图片识别病害',
  quickPatrol: '今日巡查',
  quickTodo: '当前待办',
  quickDisease: '查看病害信息',
  // --- message states (seed 001 §4) ------------------------------------------------------
  pausedCalling: '暂停调用',
  thinking: '正在思考…',
  working: (what: string) => `正在${what}…`,
  dataCutOff: (time: string) => `数据截止：${time}`,
  diseaseHeading: (n: number) => `病害${n}：`,
  pending: '处置中',
  like: '有帮助',
  dislike: '没帮助',
  copy: '复制',
  // --- speech ----------------------------------------------------------------------------
  play: '播放',
  stopPlay: '停止播放',
  replayIn: (seconds: number) => `${seconds}秒后可再次播放`,
  speechFailed: '语音播放失败',
  // --- cards -----------------------------------------------------------------------------
  more: '更多',
  todoTitle: (n: number) => `待办事项（${n}项）`,
  patrolTitle: (n: number) => `巡查记录（${n}条）`,
  diseaseTitle: (n: number) => `病害信息（${n}处）`,
  liveBadge: AvatarText.liveBadge,
  /** The patrol card's patrol-live check: the patrol agent is asked which patrols are on the road. */
  livePatrolButton: '实时巡查',
  livePatrolQuestion: '正在进行的巡查有哪些？',
  track: '查看轨迹',
  accept: '验收',
  progress: '处置进度',
  askAllProgress: '逐个查询处置进度',
  openDiseaseManage: '病害管理',
  downloadPatrol: '下载巡查记录',
  downloadConstruction: '下载施工报告',
  before: '处置前',
  after: '处置后',
  steps: '施工步骤',
  playVideo: '播放视频',
  noTrack: '该巡查暂无轨迹',
  trackTitle: '巡查轨迹',
  level: ['', '轻微', '一般', '严重'] as const,
  // --- disposal modal ---------------------------------------------------------------------
  disposalTitle: '处置过程',
  opinion: '验收意见',
  opinionPlaceholder: '请输入验收意见（不超过200字）',
  pass: '通过',
  fail: '不通过',
  passed: '验收通过',
  failed: '验收不通过',
  noSteps: '暂无施工步骤',
  // --- recognition -----------------------------------------------------------------------
  dropHere: '点击或拖拽图片到此处上传',
  uploadHint: '支持jpg、jpeg、png格式，单张不超过2M，最多2张',
  recognising: '正在识别图片中的病害…',
  recognitionTitle: (n: number) => `识别结果（${n}处病害）`,
  recognitionNone: '未识别到坑槽或裂缝病害',
  recognitionQuery: '识别图片中的病害',
  uploadFailed: '图片上传失败',
  deletePicture: '删除',
  // --- downloads -------------------------------------------------------------------------
  downloading: (percent: number | null) => (percent === null ? '下载中…' : `下载中 ${percent}%`),
  video: '巡查视频',
  image: '图片',
} as const;
