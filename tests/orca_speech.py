"""Plays a whole game of Oware and one of Kalah by the keyboard alone, with the real Orca
listening, and checks what Orca said.

Run by tests/orca_speech.rs inside a virtual X display and a private D-Bus session:

    xvfb-run -a dbus-run-session -- /usr/bin/python3 tests/orca_speech.py path/to/oware TRANSCRIPT

It starts what a desktop would: a window manager (openbox), a sound server whose only
output is a null sink (so that speech never waits for a sound card), and Orca with its
debug log, which records every sentence Orca sends to speech-dispatcher ("SPEECH OUTPUT").
Then it plays Tux at level 1 with xdotool's keys, and listens on the accessibility bus to
what the activity announces, only to know what Orca should have said: the checks are on
Orca's log. The transcript (every key, every announcement, every sentence spoken, with
times) is written to TRANSCRIPT and printed. Needs Debian's orca, speech-dispatcher,
espeak-ng, pulseaudio, openbox, at-spi2-core, gir1.2-atspi-2.0, python3-gi and xdotool.
"""

import re
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

from atspi_support import Failure, check, nodes, pump  # noqa: E402
from orca_support import (  # noqa: E402
    TRANSCRIPT, announced_as_often, check_keys, desktop, key, lags, said_twice, settle, speech,
    wait_for, write_transcript)

# The games to play: the game, its seeds per house (few, so that it ends soon), its title,
# and after how many of the child's moves the arrow keys read the houses (a game of Kalah
# with 3 seeds may be over in ten).
GAMES = [("oware", 4, "Oware", 10), ("kalah", 3, "Kalah", 4)]


# How a house of the child's ends its name: it can be played, it cannot, or (Oware, when the
# other row is empty) it can and its seeds reach that row.
HOUSE_STATE = r"(can be played|cannot be played|gives seeds to the other row)"


def house_names(app):
    """The child's houses, A first, as (letter, name, playable, seeds)."""
    found = []
    for node in nodes(app):
        name = node.get_name() or ""
        match = re.match(r"Your house ([A-Z]), (\d+) seeds?, " + HOUSE_STATE, name)
        if match:
            found.append((match.group(1), name, match.group(3) != "cannot be played", int(match.group(2))))
    return sorted(found)


class Game:
    """One game against Tux, played by the keys, with what the activity announced."""

    def __init__(self, launcher, environment, game, seeds, title, look_after, orca):
        self.game, self.title, self.orca, self.look_after = game, title, orca, look_after
        self.announced = []
        self.moves = []
        # What Orca has said before this game's window: the first house must be read anew.
        self.start = len(speech(orca.log))
        self.process = subprocess.Popen(
            [launcher, "--lang", "en", "--game", game, "--seeds", str(seeds), "--level", "1"],
            env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.app = wait_for("the launcher on the accessibility bus", self.find_app)

    def find_app(self):
        check(self.process.poll() is None, "the launcher stopped by itself")
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            if app is not None and app.get_name() == "oware" and app.get_child_count() > 0:
                return app
        return None

    def heard(self, event):
        if isinstance(event.any_data, str) and event.any_data.strip():
            text = event.any_data.strip()
            self.announced.append(text)
            TRANSCRIPT.note("ANNOUNCED", text)

    def settle(self):
        """Waits until Orca has caught up: its log still for a moment. A child, too, waits
        for the voice to finish before the next key, which would cut its speech short."""
        settle(self.orca.log)

    def spoken_since(self, mark):
        return [said for _, said in speech(self.orca.log)[mark:]]

    def wait_spoken(self, what, probe, mark, **patience):
        return wait_for(what, lambda: [s for s in self.spoken_since(mark) if probe(s)], **patience)

    def over(self):
        """The end's dialog is there (it names the score)."""
        return any(node.get_name().startswith("Score:") for node in nodes(self.app))

    def my_turn(self):
        return self.over() or any(playable for _, _, playable, _ in house_names(self.app))

    def wait_my_turn(self):
        try:
            wait_for("the child's turn", self.my_turn, patience=60)
        except Failure:
            # What the tree showed instead, for the log.
            for node in nodes(self.app):
                if node.get_name():
                    TRANSCRIPT.note("TREE", node.get_name())
            raise

    def play(self):
        listener = Atspi.EventListener.new(self.heard)
        listener.register("object:announcement")
        window = subprocess.run(["xdotool", "search", "--sync", "--name", f"^{self.title}$"],
                                check=True, capture_output=True, text=True).stdout.split()[0]
        subprocess.run(["xdotool", "windowactivate", "--sync", window], check=True)
        # A new window makes Orca 43 read the whole frame first, and on a busy machine it has
        # taken 15 s for the frame's name alone; the first house may come long after.
        self.wait_spoken("Orca to read the first house", lambda s: s.startswith("Your house A,"),
                         self.start, patience=90)
        played = 0
        refused = hinted = looked = False
        while not self.over():
            self.wait_my_turn()
            if self.over():
                break
            self.settle()
            houses = house_names(self.app)
            playable = [letter for letter, _, can, _ in houses if can]
            empty = [letter for letter, _, _, seeds in houses if seeds == 0]
            if not playable:
                continue
            if not refused and empty and played >= 2:
                mark = len(speech(self.orca.log))
                key(str(ord(empty[0]) - ord("A") + 1), "an empty house: refused")
                self.wait_spoken("the refusal", lambda s: s.startswith("This house is empty"), mark)
                refused = True
            if not hinted and played == 1:
                self.press_hint()
                hinted = True
            if not looked and played >= self.look_after:
                self.look_at_houses()
                looked = True
                houses = house_names(self.app)
                playable = [letter for letter, _, can, _ in houses if can]
            letter = playable[-1] if played % 2 else playable[0]
            mark = len(speech(self.orca.log))
            announced = len(self.announced)
            key(str(ord(letter) - ord("A") + 1), f"move {played + 1}: house {letter}")
            self.moves.append((letter, time.time()))
            self.wait_spoken(f"Orca to say house {letter} was played",
                             lambda s, letter=letter: s.startswith(f"You played house {letter}."), mark)
            # Tux's answer, another turn (Kalah's store), or the end.
            wait_for("Tux's answer or the end",
                     lambda: self.over() or any(t.endswith("your turn!") or t.endswith("Your turn!")
                                                for t in self.announced[announced:]), patience=60)
            played += 1
        # Orca 43 says the score in a sentence of its own, Orca 48 within the dialog's.
        self.wait_spoken("the end of the game", lambda s: "Score:" in s, 0)
        pump(3.0)
        self.process.terminate()
        self.process.wait(timeout=10)
        listener.deregister("object:announcement")
        return refused, hinted, looked

    def press_hint(self):
        """Tab to Hint, press it, and wait for the house it names."""
        mark = len(speech(self.orca.log))
        for _ in range(12):
            key("Tab", "looking for Hint")
            try:
                # "push button" in Orca 43, "button" in Orca 48.
                self.wait_spoken("the next focus", lambda s: s.endswith("button."), mark)
            except Failure:
                pass
            spoken = self.spoken_since(mark)
            mark += len(spoken)
            # The button's name, then (with the teacher's limit) the hints left.
            if any(re.match(r"Hint (push )?button", said) for said in spoken):
                break
        mark = len(speech(self.orca.log))
        key("Return", "press Hint")
        self.wait_spoken("the hint", lambda s: s.startswith("Try your house"), mark)

    def look_at_houses(self):
        """The arrow keys along the child's row: each house says its name once, as it is."""
        key("Home", "first house of the row")
        pump(1.5)
        for _ in range(5):
            key("Right", "next house")
            pump(1.5)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: orca_speech.py path/to/oware TRANSCRIPT")
    launcher, transcript_path = sys.argv[1], sys.argv[2]
    problems = []
    played = []
    orca = None
    try:
        # The replay at its fastest: the test is about speech, not about watching seeds.
        with desktop({"config/oware/settings.toml": 'replay_speed = "fast"\n'}) as (_, environment, orca):
            for game, seeds, title, look_after in GAMES:
                TRANSCRIPT.note("GAME", f"{title}, {seeds} seeds per house, Tux at level 1")
                mark = len(speech(orca.log))
                session = Game(launcher, environment, game, seeds, title, look_after, orca)
                flags = session.play()
                played.append((session, mark, len(speech(orca.log)), flags))
    except Failure as failure:
        problems.append(f"FAILED: {failure}")
    spoken = orca.spoken if orca else []
    for session, first, last, (refused, hinted, looked) in played:
        problems.extend(check_game(session, spoken[first:last], refused, hinted, looked))
    if played:
        problems.extend(check_keys(*orca.keys))
    lag = lags(played, spoken)
    write_transcript(transcript_path, spoken, lag)
    if problems:
        for problem in problems:
            print(problem, file=sys.stderr)
        sys.exit(1)
    print(f"Orca said every move of {len(played)} games, each once")


def check_game(session, spoken, refused, hinted, looked):
    """What Orca said during one game, against what the activity announced."""
    problems = []
    said = [text for _, text in spoken]
    name = session.title
    problems.extend(announced_as_often(name, session.announced, said))
    moves = [t for t in session.announced if t.startswith(("You played house", "Tux played house"))]
    if not any(t.startswith("Tux played house") for t in moves):
        problems.append(f"{name}: no move of Tux was announced")
    if len([t for t in moves if t.startswith("You played house")]) != len(session.moves):
        problems.append(f"{name}: {len(session.moves)} moves played, announced: {moves}")
    if not any("Your turn!" in line for line in said):
        problems.append(f"{name}: Orca never said whose turn it was")
    if session.game == "oware" and not any("captured" in line for line in said):
        problems.append(f"{name}: Orca never said a capture")
    if not refused or not any(line.startswith("This house is empty") for line in said):
        problems.append(f"{name}: no refusal was heard")
    if not hinted or not any(line.startswith("Try your house") for line in said):
        problems.append(f"{name}: no hint was heard")
    # The end's dialog: its title, then the score and why the game ended, each once. Orca 43
    # says "You win! Well played! panel." and "Score: 25 – 15 One player…" apart, Orca 48
    # "You win! Well played! Score: 25 – 15 One player… panel" in one.
    titles = [line for line in said if re.match(r"(You win!|Tux wins|It's a draw).* panel\.?$", line)]
    scores = [line for line in said if re.search(r"Score: \d+ – \d+\.? \S", line)]
    if len(titles) != 1 or len(scores) != 1:
        problems.append(f"{name}: the end, its score and reason once each: {titles} {scores}")
    if not looked:
        problems.append(f"{name}: the game ended before the houses were looked at")
    else:
        named = [line for line in said
                 if re.match(r"Your house [A-F], \d+ seeds?, " + HOUSE_STATE + " (push )?button", line)]
        letters = {line.split(",")[0] for line in named}
        if len(letters) < 6:
            problems.append(f"{name}: not every house was named: {sorted(letters)}")
    problems.extend(said_twice(name, spoken))
    return problems


if __name__ == "__main__":
    main()
