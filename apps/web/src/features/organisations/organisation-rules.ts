// 组织机构's rules apart from React: the flat list (parentId links it) as a tree, the parents an
// organisation may move under (not itself, nothing below it), and the form's checks the gateway
// repeats (a name unique among the siblings, a code unique among all).
import type { Organisation } from './organisation-calls';
import { ORG_TEXTS } from './organisation-texts';

export interface OrganisationNode extends Organisation {
  children?: OrganisationNode[];
}

/** The tree, in the list's order; an organisation whose parent is missing stays on top. */
export function organisationTree(orgs: readonly Organisation[]): OrganisationNode[] {
  const ids = new Set(orgs.map((org) => org.id));
  const byParent = new Map<string | null, Organisation[]>();
  for (const org of orgs) {
    const parent = org.parentId !== null && ids.has(org.parentId) ? org.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), org]);
  }
  const build = (parent: string | null, seen: ReadonlySet<string>): OrganisationNode[] =>
    (byParent.get(parent) ?? [])
      .filter((org) => !seen.has(org.id))
      .map((org) => {
        const children = build(org.id, new Set([...seen, org.id]));
        return children.length > 0 ? { ...org, children } : { ...org };
      });
  return build(null, new Set());
}

export interface ParentOption {
  label: string;
  value: string;
  key: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/** The tree as Semi TreeSelect options; `moving` and everything below it cannot be chosen. */
export function parentOptions(
  tree: readonly OrganisationNode[],
  moving?: string,
  off = false,
): ParentOption[] {
  return tree.map((node) => {
    const disabled = off || node.id === moving;
    const option: ParentOption = { label: node.orgName, value: node.id, key: node.id };
    if (disabled) option.disabled = true;
    if (node.children) option.children = parentOptions(node.children, moving, disabled);
    return option;
  });
}

/** '' for the top level (the form's TreeSelect), null as the contract says it. */
export const TOP = '';

/** Why the name cannot be used under this parent (the form's rule), or ''. */
export function nameProblem(
  orgs: readonly Organisation[],
  name: string,
  parentId: string,
  editing?: string,
): string {
  const trimmed = name.trim();
  if (trimmed === '') return ORG_TEXTS.nameRequired;
  const parent = parentId === TOP ? null : parentId;
  return orgs.some((org) => org.id !== editing && org.parentId === parent && org.orgName === trimmed)
    ? ORG_TEXTS.nameTaken
    : '';
}

export const ORG_CODE = /^[A-Za-z0-9_-]+$/;

/** Why the code cannot be used (the form's rule), or ''. */
export function codeProblem(orgs: readonly Organisation[], code: string, editing?: string): string {
  const trimmed = code.trim();
  if (trimmed === '') return ORG_TEXTS.codeRequired;
  if (!ORG_CODE.test(trimmed)) return ORG_TEXTS.codeInvalid;
  return orgs.some((org) => org.id !== editing && org.orgCode.toUpperCase() === trimmed.toUpperCase())
    ? ORG_TEXTS.codeTaken
    : '';
}
