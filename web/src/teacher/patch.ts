// Puts new sections of the teacher's page in place of the old ones, touching only the
// sections that changed, so that the focus, the scroll and what the teacher is typing stay
// where they are while the page is asked again every two seconds.

/** The position of `node` under `root`, as child indices from the top; null when outside. */
function pathOf(root: Node, node: Node): number[] | null {
  const path: number[] = [];
  let current: Node = node;
  while (current !== root) {
    const parent = current.parentNode;
    if (!parent) return null;
    path.unshift(Array.from(parent.childNodes).indexOf(current as ChildNode));
    current = parent;
  }
  return path;
}

function nodeAt(root: Node, path: readonly number[]): Node | null {
  let current: Node | null = root;
  for (const index of path) current = current?.childNodes[index] ?? null;
  return current;
}

/** Replaces `old` by `fresh`; a field focused inside `old` gives its focus, its text and its
 *  selection to the field in the same place of `fresh`. */
function replaceKeepingFocus(old: Element, fresh: Element): void {
  const focused = document.activeElement;
  const path = focused && old.contains(focused) ? pathOf(old, focused) : null;
  old.replaceWith(fresh);
  if (!path || !(focused instanceof HTMLElement)) return;
  const twin = nodeAt(fresh, path);
  if (!(twin instanceof HTMLElement) || twin.tagName !== focused.tagName) return;
  if (focused instanceof HTMLInputElement && twin instanceof HTMLInputElement && focused.type === twin.type) {
    twin.value = focused.value;
    twin.checked = focused.checked;
    try {
      twin.setSelectionRange(focused.selectionStart, focused.selectionEnd);
    } catch {
      // A number field has no selection to give.
    }
  }
  twin.focus({ preventScroll: true });
}

/** Makes `parent`'s children `fresh`, leaving in place each one equal to its new self. */
export function patchChildren(parent: Element, fresh: readonly Element[]): void {
  const old = Array.from(parent.children);
  if (old.length !== fresh.length) {
    parent.replaceChildren(...fresh);
    return;
  }
  old.forEach((element, index) => {
    const next = fresh[index];
    if (next && !element.isEqualNode(next)) replaceKeepingFocus(element, next);
  });
}
