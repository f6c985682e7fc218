// A remark plugin applying the display rules (seed 001 §5: full-width commas, K for k) to the
// words of an answer only — never to link targets, picture addresses or code.
import type { Root, RootContent } from 'mdast';
import { displayText } from '../answer/answer-text';

function visit(node: Root | RootContent) {
  if (node.type === 'text') {
    node.value = displayText(node.value);
    return;
  }
  if (node.type === 'code' || node.type === 'inlineCode') return;
  if ('children' in node) for (const child of node.children) visit(child);
}

export function remarkDisplayText() {
  return (tree: Root) => visit(tree);
}
