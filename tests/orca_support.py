"""What the tests with the real Orca share (tests/orca_speech.py, the desktop activity, and
tests/orca_page_speech.py, the browser page): a desktop of their own (a sound server whose
only output is a null sink, openbox, and Orca with its debug log read line by line), the
keys pressed with xdotool, the sentences Orca sent to speech, the checks made on them, and
the transcript with the lag of each move."""

import contextlib
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time

from atspi_support import Failure, enable_accessibility, pump, waiting

# Generous: a shared machine may be slow to start Orca or the program, or to let Tux think.
PATIENCE = 40.0

wait_for = waiting(PATIENCE, step=0.05)


class Transcript:
    """Every key, announcement and spoken sentence, on the wall clock of Orca's log."""

    def __init__(self):
        self.lines = []

    def note(self, kind, text):
        now = time.time()
        stamp = time.strftime("%H:%M:%S", time.localtime(now)) + f".{int(now * 1000) % 1000:03d}"
        self.lines.append((stamp, kind, text))
        # As it happens too, so that a run stopped by the test's deadline shows how far it got.
        print(f"{stamp}  {kind:10} {text}", flush=True)


TRANSCRIPT = Transcript()


def key(name, why=""):
    TRANSCRIPT.note("KEY", f"{name}  ({why})" if why else name)
    PRESSED.append(name)
    subprocess.run(["xdotool", "key", name], check=True)



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
ORCA_KEY_NAMES = {"Tab": "Tab", "Return": "Return", "Home": "Home", "Right": "Right",
                  "shift+Tab": "ISO_Left_Tab"}


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
        # What it said and the keys it heard, once it has stopped (see `desktop`).
        self.spoken = []
        self.keys = ([], 0)

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


def settle(log):
    """Waits until Orca has caught up: its log still for a moment (eight seconds at most). A
    child, too, waits for the voice to finish before the next key, which would cut its
    speech short."""
    end = time.monotonic() + 8.0
    size = -1
    while time.monotonic() < end:
        now = os.path.getsize(log)
        if now == size:
            return
        size = now
        pump(0.6)


def announced_as_often(name, announced, said):
    """Every announcement spoken as often as it was made: no more (doubled), no fewer (lost)."""
    problems = []
    made = {}
    for text in announced:
        made[text] = made.get(text, 0) + 1
    for text, times in made.items():
        heard = sum(1 for line in said if line.strip() == text)
        if heard != times:
            problems.append(f"{name}: announced {times}x, Orca said it {heard}x: {text!r}")
    return problems


def key_echo(text):
    """Orca's echo of a key ("tab ", "left shift ", "1 "): a key pressed twice is said twice."""
    return re.fullmatch(r"[A-Za-z0-9]+( [A-Za-z0-9]+)? ", text) is not None


def said_twice(name, spoken):
    """Sentences said twice in a row within two seconds: a doubled name, preview or dialog."""
    problems = []
    for (stamp, text), (next_stamp, next_text) in zip(spoken, spoken[1:]):
        if text == next_text and not key_echo(text) and seconds(next_stamp) - seconds(stamp) < 2.0:
            problems.append(f"{name}: said twice at {stamp}: {text!r}")
    return problems


@contextlib.contextmanager
def desktop(settings=None):
    """A home of its own with the accessibility bus switched on, a sound server, openbox and
    Orca, for the body of the `with`: yields (home, environment, orca). `settings` writes
    files into the home first ({relative path: text}). On the way out, Orca's sentences go
    into the transcript, and Orca and the helpers stop. ORCA_SPEECH_KEEP=folder keeps the
    home (Orca's whole debug log) there, to look into a failure."""
    helpers = []
    orca = None
    with tempfile.TemporaryDirectory() as home:
        home = os.environ.get("ORCA_SPEECH_KEEP") or home
        runtime = os.path.join(home, "runtime")
        os.makedirs(runtime, mode=0o700, exist_ok=True)
        for path, text in (settings or {}).items():
            os.makedirs(os.path.dirname(os.path.join(home, path)), exist_ok=True)
            with open(os.path.join(home, path), "w", encoding="utf-8") as file:
                file.write(text)
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
            yield home, environment, orca
        finally:
            if orca is not None:
                orca.stop()
                # All it said and heard, read before the home goes.
                if orca.log and os.path.exists(orca.log):
                    orca.spoken = speech(orca.log)
                    orca.keys = keys_heard(orca.log)
                for stamp, said in orca.spoken:
                    TRANSCRIPT.lines.append((stamp, "ORCA SAYS", said))
            for helper in helpers:
                helper.terminate()
                helper.wait(timeout=10)
