// The tool pages /main-page leads to (seed 000 §2: /tableDemo, /tableHeaderDrag, /encryption,
// /main-page are the tool and demo pages; userConfig a named route; /mapDemo the map's showcase).
export interface ToolPage {
  path: string;
  title: string;
  description: string;
}

export const MAIN_PAGE_TITLE = '工具页';

export const TOOL_PAGES: readonly ToolPage[] = [
  {
    path: '/tableDemo',
    title: '表格组件示例',
    description: '配置化表格：全部筛选运算符、分页排序、列显示隐藏、行选择、导出',
  },
  {
    path: '/tableHeaderDrag',
    title: '表头拖拽',
    description: '拖动列标题调整顺序、拖动边缘调整列宽，按用户保存，可恢复默认',
  },
  { path: '/encryption', title: '加密工具', description: '登录密码 RSA 加密、验证码 AES 加解密' },
  { path: '/userConfig', title: '个人设置', description: '个人资料、修改密码、表格列与页签偏好' },
  { path: '/mapDemo', title: '地图组件示例', description: '地图组件的图层、聚合与绘制' },
];
