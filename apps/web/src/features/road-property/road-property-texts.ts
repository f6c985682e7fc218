// The words of /roadProperty 路产信息.
export const ROAD_PROPERTY_TEXTS = {
  title: '路产信息',
  assetsTitle: (routeName: string) => `${routeName} · 路产清单`,
} as const;
