// The name a copy of a record gets (首页管理, 表单管理): 「name（副本）」, numbered when taken.

export function copyName(name: string, taken: readonly string[]): string {
  const names = new Set(taken);
  const first = `${name}（副本）`;
  if (!names.has(first)) return first;
  for (let n = 2; ; n++) {
    const next = `${name}（副本${n}）`;
    if (!names.has(next)) return next;
  }
}
