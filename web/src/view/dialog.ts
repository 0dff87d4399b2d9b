// A modal dialog (`role="dialog"`, named by its title): the focus goes inside, Tab stays
// there, nothing behind it can be played, Esc closes it, and the focus goes back where it was.

import { h } from "./dom";

export class Dialog {
  readonly element: HTMLDialogElement;
  readonly title: HTMLElement;
  readonly body: HTMLElement;
  private returnTo: HTMLElement | null = null;
  private closed: (() => void) | null = null;

  constructor(name: string) {
    const id = `dialog-${name}`;
    this.title = h("h2", { id: `${id}-title`, class: "dialog-title" });
    this.body = h("div", { class: "dialog-body" });
    this.element = h("dialog", { class: `dialog ${name}`, "aria-labelledby": `${id}-title` }, [
      this.title,
      this.body,
    ]);
    // Tab and Shift+Tab go round the dialog's own controls, never out to the browser's.
    this.element.addEventListener("keydown", (event) => {
      if (event.key !== "Tab") return;
      const controls = Array.from(
        this.element.querySelectorAll<HTMLElement>("button:not([disabled]), input, [tabindex='0']"),
      ).filter((control) => !control.closest("[hidden]"));
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !this.element.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    });
    this.element.addEventListener("close", () => {
      this.returnTo?.focus();
      this.returnTo = null;
      const closed = this.closed;
      this.closed = null;
      closed?.();
    });
    document.body.append(this.element);
  }

  get open(): boolean {
    return this.element.open;
  }

  /** Opens it with `focus` (or the first button) holding the focus; `closed` runs once it
   *  closes, by a button or Esc. */
  show(focus?: HTMLElement, closed?: () => void): void {
    if (!this.element.open) {
      this.returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      this.element.showModal();
    }
    this.closed = closed ?? null;
    // The focus moves without scrolling, and the dialog opens at its top: its title in view
    // however long the text under it (the rules of a game on a phone).
    (focus ?? this.element.querySelector<HTMLElement>("button, input"))?.focus({ preventScroll: true });
    this.element.scrollTop = 0;
  }

  close(): void {
    if (this.element.open) this.element.close();
  }
}

/** A button with a text, for dialogs and menus. */
export function button(label: string, action: () => void, className = ""): HTMLButtonElement {
  const element = h("button", { type: "button", class: `button ${className}`.trim() }, [label]);
  element.addEventListener("click", action);
  return element;
}
