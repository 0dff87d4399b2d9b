// The live rooms and today's finished games, as tables. Every name goes in as text (never
// as HTML), so a name that looks like a tag shows as the letters typed.

import type { Texts } from "../i18n";
import { h } from "../view/dom";
import type { Finished, RoomView, SeatView } from "./api";
import { score } from "./score";

function gameTitle(texts: Texts, game: string, seeds: number): string {
  const title = texts.t(`${game}-title`);
  return game === "oware" ? `${title} (${String(seeds)})` : title;
}

function seatName(texts: Texts, room: RoomView, seat: SeatView | null): string {
  if (!seat) return texts.t("teacher-waiting");
  if (seat.tux) return texts.t("teacher-tux-level", { level: room.level });
  return named(texts, seat.name);
}

/** A child's name, or for a guest (who typed none) a word that says so. */
function named(texts: Texts, name: string): string {
  return name === "" ? texts.t("teacher-guest") : name;
}

function presence(texts: Texts, seat: SeatView | null): string {
  if (!seat || seat.tux) return "";
  if (seat.left) return texts.t("teacher-left");
  return texts.t(seat.connected ? "teacher-connected" : "teacher-disconnected");
}

function player(texts: Texts, room: RoomView, seat: SeatView | null): HTMLElement {
  const state = presence(texts, seat);
  const connected = seat?.connected === true || seat?.tux === true;
  return h("td", {}, [
    h("span", { class: "player-name" }, [seatName(texts, room, seat)]),
    state ? h("span", { class: connected ? "presence on" : "presence off" }, [state]) : "",
  ]);
}

function turn(texts: Texts, room: RoomView): string {
  if (room.outcome) return result(texts, room.outcome.winner, seatName(texts, room, room.south), seatName(texts, room, room.north), room.outcome.scores);
  if (!room.toMove) return "";
  if (room.opponent === "here") return texts.t(room.toMove === "south" ? "teacher-south" : "teacher-north");
  return seatName(texts, room, room.toMove === "south" ? room.south : room.north);
}

function result(texts: Texts, winner: string, south: string, north: string, scores: [number, number]): string {
  if (winner === "draw") return texts.t("teacher-drawn", { south, north, score: score(scores, winner) });
  const [won, lost] = winner === "south" ? [south, north] : [north, south];
  return texts.t("teacher-won", { winner: won, loser: lost, score: score(scores, winner) });
}

/** The table of rooms; `close` is called with a room's code when its button is pressed. */
export function roomsTable(texts: Texts, rooms: readonly RoomView[], close: (code: string) => void): HTMLElement {
  if (rooms.length === 0) return h("p", { class: "empty" }, [texts.t("teacher-no-rooms")]);
  const head = ["teacher-room", "teacher-game", "teacher-south", "teacher-north", "teacher-moves", "teacher-turn", "teacher-captured", ""];
  return h("table", { class: "rooms" }, [
    h("thead", {}, [h("tr", {}, head.map((id) => h("th", { scope: "col" }, [id ? texts.t(id) : ""])))]),
    h(
      "tbody",
      {},
      rooms.map((room) => {
        const button = h("button", { type: "button", class: "close-room", "data-code": room.code }, [
          texts.t("teacher-close"),
        ]);
        button.addEventListener("click", () => {
          close(room.code);
        });
        return h("tr", { "data-room": room.code }, [
          h("td", { class: "code" }, [room.code]),
          h("td", {}, [gameTitle(texts, room.game, room.seeds)]),
          player(texts, room, room.south),
          player(texts, room, room.north),
          h("td", { class: "room-moves" }, [String(room.moves)]),
          h("td", { class: "room-turn" }, [turn(texts, room)]),
          h("td", { class: "room-captured" }, [`${String(room.captured[0])}–${String(room.captured[1])}`]),
          h("td", {}, [button]),
        ]);
      }),
    ),
  ]);
}

/** Today's finished games, the newest first. */
export function finishedList(texts: Texts, games: readonly Finished[]): HTMLElement {
  if (games.length === 0) return h("p", { class: "empty" }, [texts.t("teacher-no-finished")]);
  return h(
    "ul",
    { class: "finished" },
    games.map((game) => {
      const north = game.opponent === "tux" ? texts.t("teacher-tux-level", { level: game.level }) : named(texts, game.north);
      const time = new Date(game.at).toLocaleTimeString(texts.language, { hour: "2-digit", minute: "2-digit" });
      return h("li", {}, [
        `${time} · ${gameTitle(texts, game.game, game.seeds)} · `,
        result(texts, game.winner, named(texts, game.south), north, game.scores),
        ` ${texts.t(`teacher-reason-${game.reason}`)}`,
      ]);
    }),
  );
}
