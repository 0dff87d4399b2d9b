"""Plays a whole game of Kalah against Tux in the browser page, by the keyboard alone in
Debian's Chromium, with the real Orca listening, and checks what Orca said.

Run by crates/server/tests/orca_page_speech.rs inside a virtual X display and a private
D-Bus session:

    xvfb-run -a dbus-run-session -- /usr/bin/python3 tests/orca_page_speech.py \\
        path/to/oware-server TRANSCRIPT

It starts the desktop of tests/orca_speech.py (orca_support.desktop: openbox, a null sink,
Orca with its debug log), then oware-server on a free port of the loopback with a data
folder of its own, and Chromium at its page, headful on the display, with its
accessibility switched on (the accessibility bus is up and says a screen reader is on before
Chromium starts, or Chromium offers Orca nothing). The keys are xdotool's, as a child's
keyboard makes them; Orca's focus mode is switched on (Orca+A twice: sticky) so that the
digits and arrows reach the page rather than Orca's browse mode. What the page announced is
read from its live region over the accessibility bus, only to know what Orca should have
said: the checks are on Orca's log. Needs what tests/orca_speech.py needs, and chromium.
"""

import os
import re
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

from atspi_support import Failure, check  # noqa: E402
from orca_support import (  # noqa: E402
    TRANSCRIPT, announced_as_often, check_keys, desktop, key, lags, said_twice, settle, speech,
    wait_for, write_transcript)

# The game, as its card's title says it; the fewest seeds it offers are read from the page.
GAME = "Kalah"
# After how many of the child's moves the arrow keys read the houses.
LOOK_AFTER = 3
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# As the browser tests start it (web/e2e/harness.ts), but headful, with its renderer's
# accessibility on.
CHROMIUM_FLAGS = [
    "--force-renderer-accessibility",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--no-default-browser-check",
    # No bar about --no-sandbox over the page, for Orca to read.
    "--test-type",
    "--password-store=basic",
    "--lang=en-GB",
    "--accept-lang=en-GB",
    "--window-position=0,0",
    "--window-size=1280,800",
]
HOUSE_STATE = r"(can be played|cannot be played)"


def screen_reader_on():
    """What a desktop sets when its screen reader starts: Chromium loads its accessibility
    bridge only when the bus says so at its start."""
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    bus.call_sync(
        "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set",
        GLib.Variant("(ssv)", ("org.a11y.Status", "ScreenReaderEnabled", GLib.Variant("b", True))),
        None, Gio.DBusCallFlags.NONE, 10000, None)


def live_nodes(node):
    """Every node below `node`, depth first, leaving out those that went while walking (a
    page's tree changes under the walk: a node named a moment ago may be gone)."""
    found = []
    try:
        count = node.get_child_count()
    except GLib.Error:
        return found
    for index in range(count):
        try:
            child = node.get_child_at_index(index)
        except GLib.Error:
            continue
        if child is not None:
            found.append(child)
            found.extend(live_nodes(child))
    return found


def safely(call, *args):
    """What `call` answers, or None when its node went away meanwhile."""
    try:
        return call(*args)
    except GLib.Error:
        return None


def name_of(node):
    """A node's accessible name, or "" when it went away meanwhile."""
    try:
        return node.get_name() or ""
    except GLib.Error:
        return ""


class Server:
    """oware-server on a free port, with a data folder of its own."""

    def __init__(self, binary, home):
        data = os.path.join(home, "server-data")
        os.makedirs(data, exist_ok=True)
        self.output = os.path.join(home, "server.log")
        with open(self.output, "w", encoding="utf-8") as output:
            self.process = subprocess.Popen(
                [binary, "--listen", "127.0.0.1:0", "--data", data],
                stdout=output, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        port = wait_for("the server to listen", self.port)
        self.url = f"http://127.0.0.1:{port}/"

    def port(self):
        check(self.process.poll() is None, "oware-server stopped by itself")
        with open(self.output, encoding="utf-8", errors="replace") as output:
            match = re.search(r" listening on 127\.0\.0\.1:(\d+) ", output.read())
        return match.group(1) if match else None

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


class Page:
    """Chromium at the page, and what the page shows and announces, over the accessibility
    bus."""

    def __init__(self, url, home, environment):
        self.process = subprocess.Popen(
            [CHROMIUM, *CHROMIUM_FLAGS, f"--user-data-dir={os.path.join(home, 'chromium')}", url],
            env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True)
        self.app = wait_for("Chromium on the accessibility bus", self.find_app, patience=90)
        try:
            self.document = wait_for("the page's home screen", self.find_document, patience=30)
        except Failure:
            for node in live_nodes(self.app):
                TRANSCRIPT.note("TREE", f"{safely(node.get_role_name)} {name_of(node)!r}")
            raise
        self.status = None
        self.announced = []
        self.last_status = ""
        self.listener = Atspi.EventListener.new(self.text_changed)
        self.listener.register("object:text-changed:insert")

    def find_app(self):
        check(self.process.poll() is None, "Chromium stopped by itself")
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            if app is not None and "chrom" in (app.get_name() or "").lower():
                return app
        return None

    def find_document(self):
        for node in live_nodes(self.app):
            if safely(node.get_role) == Atspi.Role.DOCUMENT_WEB:
                if any(name_of(child).startswith(GAME) for child in live_nodes(node)):
                    return node
        return None

    def nodes(self):
        return live_nodes(self.document)

    @staticmethod
    def text_of(node):
        return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))

    def find_status(self):
        """The message line: the live region of the game screen."""
        for node in self.nodes():
            if safely(node.get_role) == Atspi.Role.STATUS_BAR:
                attributes = safely(node.get_attributes) or {}
                if attributes.get("container-live") == "polite" or attributes.get("live") == "polite":
                    return node
        return None

    def text_changed(self, event):
        """The message line's new text, once per change (the page adds or drops a trailing
        space to say the same words again)."""
        if self.status is None or safely(event.source.get_role) != Atspi.Role.STATUS_BAR:
            return
        text = safely(self.text_of, self.status)
        if text is not None and text != self.last_status:
            self.last_status = text
            if text.strip():
                self.announced.append(text.strip())
                TRANSCRIPT.note("ANNOUNCED", text.strip())

    def house_names(self):
        """The child's houses, A first, as (letter, name, playable, seeds)."""
        found = []
        for node in self.nodes():
            name = name_of(node)
            match = re.match(r"Your house ([A-Z]), (\d+) seeds?, " + HOUSE_STATE, name)
            if match:
                found.append((match.group(1), name, match.group(3) == "can be played", int(match.group(2))))
        return sorted(found)

    def capturing(self):
        """The child's houses whose preview (their description) says they capture."""
        found = []
        for node in self.nodes():
            match = re.match(r"Your house ([A-Z]), ", name_of(node))
            if match and "You capture" in (safely(node.get_description) or ""):
                found.append(match.group(1))
        return sorted(found)

    def stop(self):
        self.listener.deregister("object:text-changed:insert")
        if self.process.poll() is None:
            os.killpg(self.process.pid, 15)
            self.process.wait(timeout=20)


class KalahGame:
    """The game against Tux, started and played by the keys, with what the page announced."""

    def __init__(self, page, orca):
        self.page, self.orca = page, orca
        self.title = GAME
        self.moves = []
        self.seeds = None

    def spoken_since(self, mark):
        return [said for _, said in speech(self.orca.log)[mark:]]

    def wait_spoken(self, what, probe, mark, patience=60):
        return wait_for(what, lambda: [s for s in self.spoken_since(mark) if probe(s)], patience=patience)

    def tab_to(self, what, wanted, backwards=False, most=30):
        """Tab (or Shift+Tab) until Orca names a focus that `wanted` accepts (its sentence),
        each time waiting for Orca to say where the focus went; returns that sentence."""
        for _ in range(most):
            mark = len(speech(self.orca.log))
            key("shift+Tab" if backwards else "Tab", f"looking for {what}")
            try:
                # Its echo of the key ends with a space; the focus's name does not.
                wait_for("Orca to say where the focus went",
                         lambda mark=mark: [s for s in self.spoken_since(mark) if not s.endswith(" ")],
                         patience=10)
            except Failure:
                continue
            settle(self.orca.log)
            found = [said for said in self.spoken_since(mark) if wanted(said)]
            if found:
                return found[0]
        raise Failure(f"Tab never reached {what}")

    def start(self):
        """The card of the game, the fewest seeds, Tux at level 1."""
        self.tab_to(f"the card of {GAME}", lambda said: said.startswith(f"{GAME}.") and said.endswith("button."))
        mark = len(speech(self.orca.log))
        key("Return", f"open {GAME}")
        self.wait_spoken("the players' dialog, on Tux at level 1", lambda s: s.startswith("Tux, level 1 of"), mark)
        seeds = sorted((int(match.group(1)), name) for name in map(name_of, self.page.nodes())
                       for match in [re.match(r"(\d+) seeds in each house", name)] if match)
        if seeds:
            self.seeds, fewest = seeds[0]
            self.tab_to(fewest, lambda said: said.startswith(fewest + " toggle button"), backwards=True)
            key("space", f"{self.seeds} seeds per house")
            self.tab_to("Tux at level 1", lambda said: said.startswith("Tux, level 1 of"))
        mark = len(speech(self.orca.log))
        key("Return", "play Tux at level 1")
        wait_for("the board", lambda: self.page.house_names(), patience=60)
        self.page.status = wait_for("the message line", self.page.find_status)
        # As a child does, the first key waits for the voice to say whose turn it is.
        self.wait_spoken("the first turn", lambda s: s.strip() == "Your turn!", mark)
        settle(self.orca.log)

    def over(self):
        return any(name.startswith("Score:") for name in map(name_of, self.page.nodes()))

    def my_turn(self):
        return self.over() or any(playable for _, _, playable, _ in self.page.house_names())

    def focus_mode(self):
        """Orca+A twice: focus mode that stays, so that the page hears the digits and arrows."""
        mark = len(speech(self.orca.log))
        TRANSCRIPT.note("KEY", "Insert+a twice (Orca's sticky focus mode)")
        subprocess.run(["xdotool", "key", "--delay", "120", "Insert+a", "Insert+a"], check=True)
        self.wait_spoken("Orca's sticky focus mode", lambda s: s.startswith("Focus mode is sticky"), mark)

    def play(self):
        # Onto the board, where the arrows go from house to house.
        self.tab_to("a house of the child's", lambda said: said.startswith("Your house "))
        self.focus_mode()
        played = 0
        refused = hinted = looked = False
        while not self.over():
            wait_for("the child's turn", self.my_turn, patience=90)
            if self.over():
                break
            settle(self.orca.log)
            houses = self.page.house_names()
            playable = [letter for letter, _, can, _ in houses if can]
            empty = [letter for letter, _, _, seeds in houses if seeds == 0]
            if not playable:
                continue
            if not refused and empty and played >= 1:
                mark = len(speech(self.orca.log))
                key(str(ord(empty[0]) - ord("A") + 1), "an empty house: refused")
                self.wait_spoken("the refusal", lambda s: s.startswith("This house is empty"), mark)
                refused = True
            if not hinted and played == 1:
                self.press_hint()
                hinted = True
            if not looked and played >= LOOK_AFTER:
                self.look_at_houses()
                looked = True
                playable = [letter for letter, _, can, _ in self.page.house_names() if can]
            # As a child who listens to the previews: a capture whenever one is offered, so
            # that the game has one to hear; otherwise the row's ends in turn.
            captures = [letter for letter in self.page.capturing() if letter in playable]
            letter = captures[0] if captures else playable[-1] if played % 2 else playable[0]
            mark = len(speech(self.orca.log))
            announced = len(self.page.announced)
            key(str(ord(letter) - ord("A") + 1), f"move {played + 1}: house {letter}")
            self.moves.append((letter, time.time()))
            self.wait_spoken(f"Orca to say house {letter} was played",
                             lambda s, letter=letter: s.startswith(f"You played house {letter}."), mark)
            wait_for("Tux's answer or the end",
                     lambda: self.over() or any("Your turn!" in t for t in self.page.announced[announced:]),
                     patience=90)
            played += 1
        self.wait_spoken("the end of the game", lambda s: "Score:" in s, 0)
        settle(self.orca.log)
        return refused, hinted, looked

    def press_hint(self):
        self.tab_to("Hint", lambda said: re.match(r"Hint.* push button", said))
        mark = len(speech(self.orca.log))
        key("Return", "press Hint")
        self.wait_spoken("the hint", lambda s: s.startswith("Try your house"), mark)

    def look_at_houses(self):
        """The arrow keys along the child's row: each house says its name once, as it is."""
        # Back from the bar below the board.
        landed = self.tab_to("a house of the child's", lambda said: said.startswith("Your house "),
                             backwards=True)
        mark = len(speech(self.orca.log))
        key("Home", "first house of the row")
        if not landed.startswith("Your house A,"):
            self.wait_spoken("Orca to name house A", lambda s: s.startswith("Your house A,"), mark)
        for letter in "BCDEF":
            mark = len(speech(self.orca.log))
            key("Right", "next house")
            self.wait_spoken(f"Orca to name house {letter}",
                             lambda s, letter=letter: s.startswith(f"Your house {letter},"), mark)


LOADING = "Loading.  Please wait."


def loaded(orca, page):
    """Waits until Orca has said the page finished loading, as its last word on loading.
    Orca 43 may take Chromium's two events of a page's load (busy, then not) in the wrong
    order when they come amid the page's first flood of events; it then says "Loading.
    Please wait." last, and stays silent on the page, as if still loading, until the next
    load. A child would press F5; so does this, up to three times."""
    def last_word():
        words = [said for _, said in speech(orca.log)
                 if said == LOADING or said.startswith("Finished loading")]
        return words[-1] if words else None

    for attempt in range(4):
        wait_for("Orca to say the page is loaded", last_word, patience=60)
        settle(orca.log)
        if last_word() != LOADING:
            return
        check(attempt < 3, "Orca stayed on 'Loading' after three reloads")
        mark = len(speech(orca.log))
        key("F5", "Orca was left on 'Loading.  Please wait.': reload")
        wait_for("the reload", lambda mark=mark: any(
            said == LOADING or said.startswith("Finished loading")
            for _, said in speech(orca.log)[mark:]), patience=60)
        # A new document, in a new tree.
        page.document = wait_for("the page's home screen again", page.find_document, patience=60)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: orca_page_speech.py path/to/oware-server TRANSCRIPT")
    server_binary, transcript_path = sys.argv[1], sys.argv[2]
    problems = []
    orca = None
    server = page = None
    played = []
    announced = []
    try:
        with desktop() as (home, environment, orca):
            screen_reader_on()
            server = Server(server_binary, home)
            TRANSCRIPT.note("SERVER", server.url)
            try:
                page = Page(server.url, home, environment)
                window = subprocess.run(
                    ["xdotool", "search", "--sync", "--onlyvisible", "--class", "chromium"],
                    check=True, capture_output=True, text=True).stdout.split()[-1]
                subprocess.run(["xdotool", "windowactivate", "--sync", window], check=True)
                loaded(orca, page)
                game = KalahGame(page, orca)
                mark = len(speech(orca.log))
                game.start()
                TRANSCRIPT.note("GAME", f"{GAME}, {game.seeds} seeds per house, Tux at level 1")
                flags = game.play()
                played.append((game, mark, len(speech(orca.log)), flags))
                announced = list(page.announced)
            finally:
                if page is not None:
                    page.stop()
                server.stop()
    except Failure as failure:
        problems.append(f"FAILED: {failure}")
    spoken = orca.spoken if orca else []
    for game, first, last, (refused, hinted, looked) in played:
        problems.extend(check_game(game, announced, spoken[first:last], refused, hinted, looked))
    if played:
        problems.extend(check_keys(*orca.keys))
    write_transcript(transcript_path, spoken, lags(played, spoken))
    if problems:
        for problem in problems:
            print(problem, file=sys.stderr)
        sys.exit(1)
    sentences = sum(last - first for _, first, last, _ in played)
    print(f"Orca said every move of the page's game of {GAME}, each once "
          f"({sentences} sentences in the game)")


def check_game(game, announced, spoken, refused, hinted, looked):
    """What Orca said during the game, against what the page announced."""
    problems = []
    said = [text for _, text in spoken]
    name = f"the page's {GAME}"
    problems.extend(announced_as_often(name, announced, said))
    mine = [text for text in announced if text.startswith("You played house")]
    if len(mine) != len(game.moves):
        problems.append(f"{name}: {len(game.moves)} moves played, announced: {mine}")
    for letter, _ in game.moves:
        if not any(line.startswith(f"You played house {letter}.") for line in said):
            problems.append(f"{name}: Orca never said the child's move from house {letter}")
    tux = [text for text in announced if "Tux played house" in text]
    if not tux:
        problems.append(f"{name}: no move of Tux was announced")
    for text in tux:
        if not any(text in line for line in said):
            problems.append(f"{name}: Orca never said Tux's move {text!r}")
    if not any("captured" in line for line in said):
        problems.append(f"{name}: Orca never said a capture")
    if not any("Your turn!" in line for line in said):
        problems.append(f"{name}: Orca never said whose turn it was")
    if not refused or not any(line.startswith("This house is empty") for line in said):
        problems.append(f"{name}: no refusal was heard")
    if not hinted or not any(line.startswith("Try your house") for line in said):
        problems.append(f"{name}: no hint was heard")
    # The end: who won, the score and why, in the message line's last words, once.
    ends = [line for line in said
            if re.search(r"(You win!|Tux wins|It's a draw).*Score: \d+ – \d+\. A row of houses is empty", line)]
    if len(ends) != 1:
        problems.append(f"{name}: the end, its score and reason once: {ends}")
    if not looked:
        problems.append(f"{name}: the game ended before the houses were looked at")
    else:
        named = {line.split(",")[0] for line in said
                 if re.match(r"Your house [A-F], \d+ seeds?, " + HOUSE_STATE + " push button", line)}
        if len(named) < 6:
            problems.append(f"{name}: not every house was named by its owner: {sorted(named)}")
    problems.extend(said_twice(name, spoken))
    return problems


if __name__ == "__main__":
    main()
