// The class tournament on the child's home screen: "Your next game: against Ama" and the one
// button that opens it, a bye, a wait for the round to end, or the final table. Names are
// set as text, never as HTML.

import type { Texts } from "../i18n";
import type { News } from "../tournament";
import { h } from "./dom";

export class TournamentPanel {
  readonly element = h("section", { class: "tournament", "aria-live": "polite", hidden: true });
  private news: News = { kind: "none" };

  constructor(private readonly open: (news: Extract<News, { kind: "play" }>) => void) {}

  show(news: News, texts: Texts): void {
    this.news = news;
    this.render(texts);
  }

  render(texts: Texts): void {
    const news = this.news;
    this.element.hidden = news.kind === "none";
    this.element.dataset.state = news.kind;
    switch (news.kind) {
      case "none":
        this.element.replaceChildren();
        return;
      case "play": {
        const button = h("button", { type: "button", class: "button tournament-open" }, [texts.t("tournament-open")]);
        button.addEventListener("click", () => {
          this.open(news);
        });
        this.element.replaceChildren(
          this.heading(texts, news.round, news.rounds),
          h("p", { class: "tournament-next" }, [texts.t("tournament-next", { name: news.opponent })]),
          button,
        );
        return;
      }
      case "bye":
      case "wait":
        this.element.replaceChildren(
          this.heading(texts, news.round, news.rounds),
          // Named whole, so that the page's texts (web/build.mjs) know to take them.
          h("p", { class: `tournament-${news.kind}` }, [texts.t(news.kind === "bye" ? "tournament-bye" : "tournament-wait")]),
        );
        return;
      case "over":
        this.element.replaceChildren(
          h("h2", {}, [texts.t("tournament-final")]),
          h(
            "ol",
            { class: "tournament-table" },
            news.table.map((line) =>
              h("li", { "data-name": line.name }, [
                h("span", { class: "tournament-name" }, [line.name]),
                " ",
                h("span", { class: "tournament-points" }, [texts.t("tournament-points-of", { points: line.points })]),
              ]),
            ),
          ),
        );
        return;
    }
  }

  private heading(texts: Texts, round: number, rounds: number): HTMLElement {
    return h("h2", {}, [texts.t("tournament-heading", { round, rounds })]);
  }
}
