// The end's celebration and the sounds of the game screen, as the desktop has them: a tick
// per seed, a capture, another turn and the end's jingles, with a mute switch in the bar
// (named "Sound" and pressed while sounds play, kept for the device), and seeds that rain
// when the child wins.

import type { Texts } from "./i18n";
import { Sounds, type Sound } from "./sound";
import { celebrate } from "./view/celebration";
import { attribute, h, icon, text } from "./view/dom";

/** A loudspeaker, and the same with its waves struck out. */
const SPEAKER = "M3 9v6h4l5 5V4L7 9H3Zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z";
const SPEAKER_OFF = "M3 9v6h4l5 5V4L7 9H3Zm18.3-.3-1.4-1.4L17 10.2l-2.9-2.9-1.4 1.4 2.9 2.9-2.9 2.9 1.4 1.4 2.9-2.9 2.9 2.9 1.4-1.4-2.9-2.9 2.9-2.9Z";

export class Aids {
  private readonly sounds = new Sounds();

  /** A sound of the game; a win also lets the seeds rain, over the end's dialog if open. */
  cue(sound: Sound): void {
    this.sounds.play(sound);
    if (sound !== "win") return;
    // After the page's clock turns once more: the end's dialog opens with the board at rest,
    // and the seeds fall inside it, above its backdrop.
    window.setTimeout(() => {
      celebrate(document.querySelector<HTMLElement>("dialog[open]") ?? document.body);
    }, 0);
  }

  /** Puts the sound switch at the end of the game screen's bar (once), in the language now. */
  decorateBar(screen: HTMLElement | undefined, texts: Texts): void {
    const bar = screen?.querySelector<HTMLElement>(".bar");
    if (!bar) return;
    let toggle = bar.querySelector<HTMLButtonElement>(".bar-button.sound");
    if (!toggle) {
      const button = h("button", { type: "button", class: "bar-button sound" }, [h("span", { class: "label" })]);
      button.addEventListener("click", () => {
        this.sounds.setMuted(!this.sounds.muted);
        this.drawSwitch(button);
      });
      bar.append(button);
      toggle = button;
    }
    const label = toggle.querySelector(".label");
    if (label) text(label, texts.t("bar-sound"));
    this.drawSwitch(toggle);
  }

  private drawSwitch(toggle: HTMLButtonElement): void {
    const on = !this.sounds.muted;
    if (toggle.getAttribute("aria-pressed") === String(on)) return;
    attribute(toggle, "aria-pressed", String(on));
    toggle.querySelector("svg")?.remove();
    toggle.prepend(icon(on ? SPEAKER : SPEAKER_OFF));
  }
}
