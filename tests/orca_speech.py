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

import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

from atspi_support import Failure, check, enable_accessibility, nodes, pump, waiting  # noqa: E402

# Generous: a shared machine may be slow to start Orca or the launcher, or to let Tux think.
PATIENCE = 40.0
# The games to play: the game, its seeds per house (few, so that it ends soon), its title,
# and after how many of the child's moves the arrow keys read the houses (a game of Kalah
# with 3 seeds may be over in ten).
GAMES = [("oware", 4, "Oware", 10), ("kalah", 3, "Kalah", 4)]
START = time.monotonic()


wait_for = waiting(PATIENCE, step=0.05)


class Transcript:
    """Every key, announcement and spoken sentence, on the wall clock of Orca's log."""

    def __init__(self):
        self.lines = []

    def note(self, kind, text):
        stamp = time.strftime("%H:%M:%S", time.localtime()) + f".{int(time.time() * 1000) % 1000:03d}"
        self.lines.append((stamp, kind, text))
        # As it happens too, so that a run stopped by the test's deadline shows how far it got.
        print(f"{stamp}  {kind:10} {text}", flush=True)


TRANSCRIPT = Transcript()


def key(name, why=""):
    TRANSCRIPT.note("KEY", f"{name}  ({why})" if why else name)
    PRESSED.append(name)
    subprocess.run(["xdotool", "key", name], check=True)


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


def speech(log_path):
    """Every sentence in Orca's debug log: (time, text)."""
    try:
        with open(log_path, encoding="utf-8", errors="replace") as log:
            text = log.read()
    except FileNotFoundError:
        return []
    # Orca 43 writes the voice right after the sentence, Orca 48 after a space.
    return [(stamp, said) for stamp, said in re.findall(
        r"^(\d\d:\d\d:\d\d\.\d+) - SPEECH OUTPUT: '(.*?)' ?\{'established'", text, re.M | re.S)]


def orca_version(log_path):
    """The version Orca's debug log names: "ORCA: Launching version 43.1" (Orca 43),
    "DEBUGGING TOOLS MANAGER: Orca version 48.1, AT-SPI2 version: 2.56.2" (Orca 48)."""
    try:
        with open(log_path, encoding="utf-8", errors="replace") as log:
            text = log.read()
    except FileNotFoundError:
        return None
    match = re.search(r"(?:ORCA: Launching version|Orca version) (\S+?),?(?: |$)", text, re.M)
    return match.group(1) if match else None


# Every key pressed, as xdotool names it, and as Orca's log names it when the key reaches it.
PRESSED = []
ORCA_KEY_NAMES = {"Tab": "Tab", "Return": "Return", "Home": "Home", "Right": "Right"}


def keys_heard(log_path):
    """The keys Orca processed (pressed), by name, and how often it interrupted its speech for
    a key."""
    with open(log_path, encoding="utf-8", errors="replace") as log:
        text = log.read()
    pressed = re.findall(r"^vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT: '(.*?)' \(\d+\)", text, re.M)
    interrupted = len(re.findall(r"DEFAULT: Interrupting presentation", text))
    return pressed, interrupted


def check_keys(pressed, interrupted):
    """Each key the test pressed reached Orca (the window passes keys on to the registry), and
    a key press cut Orca's speech short at least once."""
    problems = []
    wanted = [ORCA_KEY_NAMES.get(name, name) for name in PRESSED]
    for name in set(wanted):
        if pressed.count(name) < wanted.count(name):
            problems.append(f"Orca heard the key {name!r} {pressed.count(name)}x of {wanted.count(name)}")
    if interrupted == 0:
        problems.append("no key press interrupted Orca's speech")
    return problems


def seconds(stamp):
    hours, minutes, rest = stamp.split(":")
    return int(hours) * 3600 + int(minutes) * 60 + float(rest)


# Orca writes its debug log through Python's block buffer, so that what it said shows in the
# file only seconds later, or at its exit. This starts /usr/bin/orca as it is, with the one
# file opened line by line, so that the game can wait for what Orca has said. It runs in
# this Python, where /usr/bin/orca is the host's Orca, unless ORCA_SPEECH_ORCA names another
# command that runs a Python whose /usr/bin/orca is the Orca to try (scripts/orca-newer sets
# it to a chroot of Debian 13, with its Orca 48; its launcher has the same two functions).
#
# Orca also looks for "other Orcas" by process name among all the user's processes, on every
# display and session: at its start it refuses to run beside one, and `--replace` kills them
# all. Two of these tests at once on one machine (or a desktop's own Orca) would kill each
# other's Orca mid-sentence. So this Orca keeps its interpreter's name and sees no others:
# each test's Orca is alone on its own display, session and accessibility bus anyway.
LINE_BUFFERED_ORCA = """
import builtins, runpy, sys
log = sys.argv[sys.argv.index("--debug-file") + 1]
plain_open = builtins.open
def line_open(file, mode="r", *args, **kwargs):
    if file == log and "w" in mode:
        return plain_open(file, mode, 1, *args[1:], **kwargs)
    return plain_open(file, mode, *args, **kwargs)
builtins.open = line_open
sys.argv[0] = "/usr/bin/orca"
main = runpy.run_path("/usr/bin/orca", run_name="orca_launcher")["main"]
main.__globals__["otherOrcas"] = lambda: []
main.__globals__["setProcessName"] = lambda name: None
sys.exit(main())
"""


class Orca:
    """Orca on this display and session, with its debug log; started again once if it does
    not say it is on."""

    def __init__(self, home, environment):
        self.home = home
        self.environment = environment
        self.process = None
        self.log = None

    def start(self):
        for attempt in (1, 2):
            self.log = os.path.join(self.home, f"orca-debug-{attempt}.log")
            # A log left by an earlier run (a kept home) would say "Screen reader on." at once.
            if os.path.exists(self.log):
                os.remove(self.log)
            python = shlex.split(os.environ.get("ORCA_SPEECH_ORCA", "")) or [sys.executable]
            self.process = subprocess.Popen(
                [*python, "-c", LINE_BUFFERED_ORCA, "--debug-file", self.log],
                env=self.environment,
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
            try:
                wait_for("Orca to say it is on",
                         lambda: any(said == "Screen reader on." for _, said in speech(self.log)))
                TRANSCRIPT.note("ORCA", f"version {orca_version(self.log) or 'not in its log'}, "
                                        f"started by {' '.join(python)}")
                return
            except Failure:
                self.stop()
                if attempt == 2:
                    raise

    def stop(self):
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)


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
        end = time.monotonic() + 8.0
        size = -1
        while time.monotonic() < end:
            now = os.path.getsize(self.orca.log)
            if now == size:
                return
            size = now
            pump(0.6)

    def spoken_since(self, mark):
        return [said for _, said in speech(self.orca.log)[mark:]]

    def wait_spoken(self, what, probe, mark):
        return wait_for(what, lambda: [s for s in self.spoken_since(mark) if probe(s)])

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
        self.wait_spoken("Orca to read the first house", lambda s: s.startswith("Your house A,"),
                         self.start)
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
    helpers = []
    orca = None
    problems = []
    played = []
    with tempfile.TemporaryDirectory() as home:
        # ORCA_SPEECH_KEEP=folder keeps Orca's whole debug log there, to look into a failure.
        home = os.environ.get("ORCA_SPEECH_KEEP") or home
        runtime = os.path.join(home, "runtime")
        os.makedirs(runtime, mode=0o700, exist_ok=True)
        os.makedirs(os.path.join(home, "config", "oware"), exist_ok=True)
        # The replay at its fastest: the test is about speech, not about watching seeds.
        with open(os.path.join(home, "config", "oware", "settings.toml"), "w") as settings:
            settings.write('replay_speed = "fast"\n')
        environment = dict(os.environ, HOME=home, XDG_RUNTIME_DIR=runtime,
                           XDG_CONFIG_HOME=os.path.join(home, "config"),
                           XDG_CACHE_HOME=os.path.join(home, "cache"),
                           XDG_DATA_HOME=os.path.join(home, "data"))
        try:
            enable_accessibility()
            helpers.append(subprocess.Popen(
                ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1",
                 "--load=module-native-protocol-unix", "--load=module-null-sink sink_name=quiet"],
                env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            wait_for("the sound server",
                     lambda: os.path.exists(os.path.join(runtime, "pulse", "native")))
            helpers.append(subprocess.Popen(["openbox", "--sm-disable"], env=environment,
                                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            orca = Orca(home, environment)
            orca.start()
            for game, seeds, title, look_after in GAMES:
                TRANSCRIPT.note("GAME", f"{title}, {seeds} seeds per house, Tux at level 1")
                mark = len(speech(orca.log))
                session = Game(launcher, environment, game, seeds, title, look_after, orca)
                flags = session.play()
                played.append((session, mark, len(speech(orca.log)), flags))
        except Failure as failure:
            problems.append(f"FAILED: {failure}")
        finally:
            for stamp, said in speech(orca.log) if orca else []:
                TRANSCRIPT.lines.append((stamp, "ORCA SAYS", said))
            if orca is not None:
                orca.stop()
            for helper in helpers:
                helper.terminate()
                helper.wait(timeout=10)
        spoken = speech(orca.log) if orca else []
        heard = keys_heard(orca.log) if orca else ([], 0)
    for session, first, last, (refused, hinted, looked) in played:
        problems.extend(check_game(session, spoken[first:last], refused, hinted, looked))
    if played:
        problems.extend(check_keys(*heard))
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

    def count(text):
        return sum(1 for line in said if line.strip() == text)

    # Every announcement, as often as it was made: no more (doubled), no fewer (lost).
    made = {}
    for text in session.announced:
        made[text] = made.get(text, 0) + 1
    for text, times in made.items():
        if count(text) != times:
            problems.append(f"{name}: announced {times}x, Orca said it {count(text)}x: {text!r}")
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
    # Nothing said twice in a row: a doubled name, preview or dialog text.
    for (stamp, text), (next_stamp, next_text) in zip(spoken, spoken[1:]):
        if text == next_text and seconds(next_stamp) - seconds(stamp) < 2.0:
            problems.append(f"{name}: said twice at {stamp}: {text!r}")
    return problems


def lags(played, spoken):
    """For each move of the child: the seconds from the key to the moment Orca sent its
    sentence to speech-dispatcher, and to the end of that sentence, estimated as the time it
    was sent plus espeak-ng's own duration for it at the default rate (Orca's log says when
    it sends a sentence, not when the voice is done)."""
    figures = []
    durations = {}

    def duration(text):
        if text not in durations:
            wav = subprocess.run(["espeak-ng", "--stdout", text], capture_output=True).stdout
            # 22050 Hz, 16-bit mono, after a 44-byte header.
            durations[text] = max(0, len(wav) - 44) / 44100.0
        return durations[text]

    ends = [(seconds(stamp), seconds(stamp), text) for stamp, text in spoken]
    for session, _, _, _ in played:
        for letter, pressed in session.moves:
            wall = time.localtime(pressed)
            pressed_s = wall.tm_hour * 3600 + wall.tm_min * 60 + wall.tm_sec + pressed % 1
            for sent, end, text in ends:
                if sent >= pressed_s - 0.5 and text.startswith(f"You played house {letter}."):
                    figures.append((session.title, letter, sent - pressed_s,
                                    end + duration(text) - pressed_s))
                    break
    return figures


def write_transcript(path, spoken, lag):
    out = ["What Orca said while the keyboard played (time, kind, text):"]
    for stamp, kind, text in sorted(TRANSCRIPT.lines):
        out.append(f"{stamp}  {kind:10} {text}")
    if lag:
        out.append("")
        out.append("Lag of each move (key -> sentence sent to speech -> its estimated end), s:")
        for title, letter, sent, end in lag:
            out.append(f"  {title} house {letter}: {sent:.2f} -> {end:.2f}")
        ends = sorted(end for _, _, _, end in lag)
        out.append(f"  median end {ends[len(ends) // 2]:.2f}, worst {ends[-1]:.2f}")
    text = "\n".join(out) + "\n"
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    print(text)


if __name__ == "__main__":
    main()
