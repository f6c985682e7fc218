// The knowledge bases of the assistant's question-answering agents: maintenance norms (policy)
// and the platform's manual (operation). The mock's agents retrieve segments from here the way
// a Dify knowledge-retrieval tool does and quote them (retriever_resources). Written for the
// mock from public knowledge of asphalt-pavement maintenance practice; the document names are
// the national standards the texts follow, the wording is the project's own.

export interface KnowledgeSegment {
  id: string;
  /** Words a question about this segment is likely to contain (retrieval weights them). */
  keywords: readonly string[];
  title: string;
  /** Markdown, without bold (the assistant ignores answers containing '**', seed 001 §5). */
  content: string;
  /** Follow-up buttons of an answer quoting this segment (the payload's ques). */
  followUps: readonly string[];
}

export interface KnowledgeDocument {
  id: string;
  name: string;
  segments: readonly KnowledgeSegment[];
}

export interface KnowledgeDataset {
  id: string;
  name: string;
  documents: readonly KnowledgeDocument[];
}

export const MAINTENANCE_NORMS: KnowledgeDataset = {
  id: '4b8e2c1a-6d3f-4a9b-8e2c-7f1d5a3b9c60',
  name: '养护规范库',
  documents: [
    {
      id: 'e7c9a1b3-5d7f-4e9a-b1c3-d5e7f9a1b3c5',
      name: '公路沥青路面养护技术规范（JTG 5142-2019）.pdf',
      segments: [
        {
          id: '2c4e6a8b-0d2f-4a6c-8e0a-3b5d7f9a1c3e',
          keywords: ['坑槽', '修补', '坑洞', '补坑', '工艺', '步骤', '冷补', '热补'],
          title: '坑槽修补',
          content: [
            '### 沥青路面坑槽修补工艺',
            '',
            '1. 按“圆洞方补、斜洞正补”的原则划出修补范围，修补范围应比坑槽边缘大 10～15 cm；',
            '2. 沿划线切割至稳定层，槽壁应垂直，清除槽内松散料、灰尘和积水；',
            '3. 槽底和槽壁均匀涂刷粘层油（用量 0.3～0.5 L/㎡）；',
            '4. 分层摊铺热拌沥青混合料，每层压实厚度不宜大于 10 cm，压实后比原路面高出 2～3 mm；',
            '5. 接缝处用烫平板烫平，必要时灌封。',
            '',
            '气温低于 10 ℃ 或雨天，可先用冷补料临时修补，待条件具备时再按热补工艺处理。',
          ].join('\n'),
          followUps: ['坑槽修补后多久可以开放交通', '冬季能否修补沥青路面'],
        },
        {
          id: '3d5f7b9c-1e3a-4b7d-9f1b-4c6e8a0b2d4f',
          keywords: ['裂缝', '灌缝', '封缝', '贴缝', '横向裂缝', '纵向裂缝', '缝宽'],
          title: '裂缝处治',
          content: [
            '### 沥青路面裂缝处治',
            '',
            '| 缝宽 | 处治方法 |',
            '| --- | --- |',
            '| 小于 3 mm | 雾封层或贴缝带封闭 |',
            '| 3～10 mm | 开槽灌缝，灌缝胶应饱满，略低于路面 1～2 mm |',
            '| 大于 10 mm | 清缝后填充沥青砂或细粒式沥青混合料 |',
            '',
            '灌缝前应清除缝内杂物并保持干燥，气温宜在 5 ℃ 以上；网状裂缝（龟裂）面积较大时应铣刨重铺。',
          ].join('\n'),
          followUps: ['龟裂怎么处理', '灌缝胶有什么要求'],
        },
        {
          id: '4e6a8c0d-2f4b-4c8e-a02c-5d7f9b1c3e5a',
          keywords: ['龟裂', '网裂', '块裂', '铣刨', '重铺'],
          title: '龟裂处治',
          content: [
            '### 龟裂（网状裂缝）处治',
            '',
            '- 轻微龟裂且基层完好：喷洒乳化沥青或做微表处封闭；',
            '- 中等以上龟裂：铣刨面层后重新摊铺，铣刨范围超出病害边缘不小于 30 cm；',
            '- 伴有沉陷或唧浆：先处理基层（挖补、注浆），再恢复面层。',
          ].join('\n'),
          followUps: ['沉陷怎么处理', '微表处适用于哪些情况'],
        },
        {
          id: '5f7b9d1e-3a5c-4d9f-b13d-6e8a0c2d4f6b',
          keywords: ['车辙', '拥包', '推移', '波浪'],
          title: '车辙与拥包',
          content: [
            '### 车辙、拥包处治',
            '',
            '1. 车辙深度小于 15 mm 且面层稳定：可用微表处填补车辙；',
            '2. 车辙深度大于 15 mm 或伴有推移：铣刨后用抗车辙沥青混合料重铺；',
            '3. 拥包应铣刨削平，底层不稳定时应挖除重铺。',
          ].join('\n'),
          followUps: ['坑槽怎么修补', '龟裂怎么处理'],
        },
        {
          id: '6a8c0e2f-4b6d-4e0a-c24e-7f9b1d3e5a7c',
          keywords: ['开放交通', '通车', '养生', '温度', '多久'],
          title: '开放交通',
          content: [
            '### 修补后何时开放交通',
            '',
            '热拌沥青混合料修补后，待表面温度降至 50 ℃ 以下方可开放交通，一般为施工结束后 1～2 小时；',
            '冷补料修补压实后即可开放交通，但应在 24 小时内观察有无松散、推移并及时补压。',
          ].join('\n'),
          followUps: ['坑槽怎么修补', '冬季能否修补沥青路面'],
        },
        {
          id: '7b9d1f3a-5c7e-4f1b-d35f-8a0c2e4f6b8d',
          keywords: ['冬季', '低温', '雨天', '冷补', '季节'],
          title: '冬季与雨天施工',
          content: [
            '### 冬季、雨天养护作业',
            '',
            '- 气温低于 10 ℃ 不宜进行热拌沥青混合料修补，可采用冷补料应急处置；',
            '- 雨天不得进行沥青面层施工，雨后应待路面干燥再作业；',
            '- 应急处置的部位应登记在案，气温回升后按规范工艺重新修补。',
          ].join('\n'),
          followUps: ['坑槽怎么修补', '修补后多久可以开放交通'],
        },
        {
          id: '8c0e2a4b-6d8f-4a2c-e46a-9b1d3f5a7c9e',
          keywords: ['沉陷', '唧浆', '基层', '注浆', '挖补'],
          title: '沉陷处治',
          content: [
            '### 沉陷处治',
            '',
            '先查明原因：土基或基层强度不足的，应挖除软弱部分换填并分层压实；管线回填不实的，可采用注浆加固。基层处理合格后再恢复沥青面层，新旧接缝处涂刷粘层油。',
          ].join('\n'),
          followUps: ['龟裂怎么处理', '坑槽怎么修补'],
        },
      ],
    },
    {
      id: 'f8d0b2c4-6e8a-4f0b-c2d4-e6f8a0b2c4d6',
      name: '公路养护安全作业规程（JTG H30-2015）.pdf',
      segments: [
        {
          id: '9d1f3b5c-7e9a-4b3d-f57b-0c2e4a6b8d0f',
          keywords: ['安全', '布控', '锥桶', '警示', '作业区', '封道', '占道'],
          title: '作业区安全布控',
          content: [
            '### 养护作业区安全布控',
            '',
            '作业区依次设置：警告区 → 上游过渡区 → 缓冲区 → 工作区 → 下游过渡区 → 终止区。',
            '',
            '- 高速公路警告区长度不小于 1600 m（限速 120 km/h 时）；',
            '- 锥形交通路标间距：过渡区 2～5 m，工作区 10 m；',
            '- 夜间作业须设置警示灯，作业人员穿反光服。',
          ].join('\n'),
          followUps: ['坑槽怎么修补', '哪些路段有施工占道'],
        },
      ],
    },
  ],
};

export const PLATFORM_MANUAL: KnowledgeDataset = {
  id: '5c9f3d2b-7e4a-4b0c-9f3d-8a2e6b4c0d71',
  name: '平台操作手册',
  documents: [
    {
      id: 'a9e1c3d5-7f9b-4a1c-d3e5-f7a9b1c3d5e7',
      name: '交通数字大脑·公路巡检养护平台用户手册 V2.3.docx',
      segments: [
        {
          id: 'b0f2d4e6-8a0c-4b2d-e4f6-a8b0c2d4e6f8',
          keywords: ['上传', '图片', '识别', '照片', '病害识别'],
          title: '上传图片识别病害',
          content: [
            '### 上传图片识别病害',
            '',
            '1. 在超级管家对话框中点击图片按钮，把照片拖到上传区或点击选择；',
            '2. 仅支持 jpg、jpeg、png 格式，单张不超过 2M，最多 2 张；',
            '3. 上传完成后发送，管家会识别图中的坑槽、裂缝，并标出位置、面积和严重程度。',
          ].join('\n'),
          followUps: ['识别结果怎么看', '怎么查看病害信息'],
        },
        {
          id: 'c1a3e5f7-9b1d-4c3e-f5a7-b9c1d3e5f7a9',
          keywords: ['下载', '巡查记录', '报表', '导出', 'Excel', '施工报告'],
          title: '下载巡查记录与施工报告',
          content: [
            '### 下载巡查记录与施工报告',
            '',
            '- 巡查记录：在“今日巡查”卡片上点击下载，文件保存为“巡查记录.xlsx”；',
            '- 施工报告：在处置完成的病害卡片上点击下载，文件保存为“施工报告.xlsx”；',
            '- 下载失败时会提示“服务未响应！”，请稍后重试或联系管理员。',
          ].join('\n'),
          followUps: ['怎么查看巡查轨迹', '怎么验收病害'],
        },
        {
          id: 'd2b4f6a8-0c2e-4d4f-a6b8-c0d2e4f6a8b0',
          keywords: ['验收', '通过', '不通过', '意见', '待办'],
          title: '验收已修复的病害',
          content: [
            '### 验收已修复的病害',
            '',
            '1. 点击快捷按钮“当前待办”，在待验收列表中选择病害；',
            '2. 在处置过程弹窗中查看各施工步骤的前后对比照片；',
            '3. 填写验收意见（不超过 200 字），点击“通过”或“不通过”。',
            '',
            '病害 id 为空时无法验收，会提示“当前病害id为空,无法验收”。',
          ].join('\n'),
          followUps: ['当前待办', '怎么下载施工报告'],
        },
        {
          id: 'e3c5a7b9-1d3f-4e5a-b7c9-d1e3f5a7b9c1',
          keywords: ['轨迹', '巡查轨迹', '地图', '回放', '巡查车'],
          title: '查看巡查轨迹',
          content: [
            '### 查看巡查轨迹',
            '',
            '在巡查记录卡片上点击记录即可打开巡查轨迹地图：小车沿轨迹行驶，经过病害点时停留 1 秒，可点击病害标记查看照片。',
          ].join('\n'),
          followUps: ['今日巡查情况', '怎么下载巡查记录'],
        },
        {
          id: 'f4d6b8c0-2e4a-4f6b-c8d0-e2f4a6b8c0d2',
          keywords: ['语音', '播报', '朗读', '停止播放'],
          title: '语音播报',
          content: [
            '### 语音播报',
            '',
            '管家会在打开后约 3 秒播报今日概况；点击消息下方的播放按钮可朗读该条消息，再次点击“停止播放”即停止。',
          ].join('\n'),
          followUps: ['今日巡查情况', '当前待办'],
        },
        {
          id: 'a5e7c9d1-3f5b-4a7c-d9e1-f3a5b7c9d1e3',
          keywords: ['历史', '对话', '搜索', '记录', '会话'],
          title: '历史对话',
          content: [
            '### 历史对话',
            '',
            '对话框左侧是历史对话列表，可在搜索框中按标题查找；点击某条记录即可继续该对话。',
          ].join('\n'),
          followUps: ['怎么上传图片识别', '语音播报怎么关'],
        },
      ],
    },
  ],
};
