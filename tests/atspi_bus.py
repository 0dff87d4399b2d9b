"""Plays Oware through the real accessibility bus, as a screen reader would.

Run by tests/atspi_bus.rs inside a virtual X display and a private D-Bus session:

    xvfb-run -a dbus-run-session -- /usr/bin/python3 tests/atspi_bus.py path/to/oware

It switches accessibility on for the session (what a desktop does when a screen reader
starts), starts the launcher in English at Tux's first level, and checks over AT-SPI what
Orca would get: the houses and buttons with their states, the keyboard focus moving with
Tab, the help as a group that takes the focus and leaves nothing behind it to play, and a
move played by the accessibility action, announced by the message line with Tux's answer
and then the child's turn.
Needs Debian's at-spi2-core, gir1.2-atspi-2.0, python3-gi and xdotool.
"""

import os
import re
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

from atspi_support import Failure, check, enable_accessibility, nodes, pump, waiting  # noqa: E402

# Generous: a shared machine may be slow to start the launcher or to let Tux think.
PATIENCE = 30.0


wait_for = waiting(PATIENCE, step=0.1)


def named(app, name):
    return [node for node in nodes(app) if node.get_name() == name]


def one(app, name):
    found = wait_for(f"a node named {name!r}", lambda: named(app, name))
    check(len(found) == 1, f"{len(found)} nodes named {name!r}")
    return found[0]


def states(node):
    state_set = node.get_state_set()
    return {kind for kind in (Atspi.StateType.ENABLED, Atspi.StateType.SENSITIVE,
                              Atspi.StateType.FOCUSED) if state_set.contains(kind)}


def usable(node):
    return {Atspi.StateType.ENABLED, Atspi.StateType.SENSITIVE} <= states(node)


def actions(node):
    if "Action" not in node.get_interfaces():
        return 0
    return node.get_n_actions()


def focused(app):
    found = [node for node in nodes(app) if Atspi.StateType.FOCUSED in states(node)]
    return found[0].get_name() if len(found) == 1 else None


def key(name):
    subprocess.run(["xdotool", "key", name], check=True)


def houses(app):
    return [node for node in nodes(app) if re.match(r"(Your|Tux's) house ", node.get_name())]


def x_server_answers():
    return subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True).returncode == 0


def run(launcher):
    announcements = []

    def heard(event):
        if isinstance(event.any_data, str):
            role = event.source.get_role_name() if event.source else ""
            announcements.append((event.any_data.strip(), role))

    listener = Atspi.EventListener.new(heard)
    listener.register("object:announcement")

    def find_app():
        check(launcher.poll() is None, "the launcher stopped by itself")
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            if app is not None and app.get_name() == "oware" and app.get_child_count() > 0:
                return app
        return None

    app = wait_for("the launcher on the accessibility bus", find_app)
    frame = app.get_child_at_index(0)
    check(frame.get_name() == "Oware", f"the window is {frame.get_name()!r}")

    # States: Undo has nothing to take back, Tux's houses cannot be played.
    undo = one(app, "Undo")
    check(not usable(undo), f"Undo is reported usable at the start: {states(undo)}")
    check(usable(one(app, "Hint")), "Hint is usable")
    own = one(app, "Your house A, 4 seeds, can be played")
    check(usable(own) and actions(own) == 1, "house A can be played, by its action")
    tux = one(app, "Tux's house a, 4 seeds, cannot be played")
    check(not usable(tux) and actions(tux) == 0, "Tux's house a offers nothing")

    # The focus starts on the first house that can be played; Tab moves it along the
    # houses, then the buttons.
    window = subprocess.run(["xdotool", "search", "--sync", "--name", "^Oware$"],
                            check=True, capture_output=True, text=True).stdout.split()[0]
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True)
    wait_for("house A to take the focus", lambda: focused(app) == own.get_name())
    for _ in range(6):
        key("Tab")
    wait_for("Help to take the focus", lambda: focused(app) == "Help")
    check(one(app, "Help").get_role_name() == "push button", "Help is a button")

    # Help is a group named by its title; the focus goes to the rules, and nothing behind
    # it can be played: no house offers an action, no button is usable.
    key("Return")
    dialog = one(app, "How to play Oware")
    # The dialog itself takes the focus, and Orca reads it with the rules inside, once.
    wait_for("the dialog to take the focus", lambda: focused(app) == "How to play Oware")
    rules = [n for n in nodes(dialog) if n.get_role_name() == "label"]
    check(rules and rules[0].get_name().startswith("The board has two rows"),
          "the rules are a text in the dialog")
    for house in houses(app):
        check(actions(house) == 0 and not usable(house), f"{house.get_name()} is playable")
    for name in ["Hint", "Undo", "New game", "Home"]:
        check(not usable(one(app, name)), f"{name} is usable behind the help")
    # A click on house A and its number key do nothing either.
    before = len(announcements)
    target = [house for house in houses(app) if house.get_name().startswith("Your house A,")]
    check(len(target) == 1, "house A is there, out of reach")
    box = target[0].get_extents(Atspi.CoordType.WINDOW)
    subprocess.run(["xdotool", "mousemove", "--window", window,
                    str(box.x + box.width // 2), str(box.y + box.height // 2),
                    "click", "1"], check=True)
    key("1")
    pump(2.0)
    check(len(announcements) == before, f"something was played: {announcements[before:]}")

    # Esc closes it and gives the focus back to Help.
    key("Escape")
    wait_for("the help to close", lambda: not named(app, "How to play Oware"))
    wait_for("Help to get the focus back", lambda: focused(app) == "Help")

    # A move by the accessibility action, then Tux's answer, both announced by the message
    # line, the one live region.
    one(app, "Your house C, 4 seeds, can be played").do_action(0)
    wait_for("the move to be announced",
             lambda: any(text.startswith("You played house C.") for text, _ in announcements))
    tux = wait_for(
        "Tux's move to be announced",
        lambda: [index for index, (text, _) in enumerate(announcements)
                 if text.startswith("Tux played house")])
    # Whose turn it is comes once Tux's seeds are at rest, a sentence of its own.
    answer = wait_for(
        "the child's turn to be announced after Tux's move",
        lambda: [(text, role) for text, role in announcements[tux[0]:] if text == "Your turn!"])
    text, role = answer[0]
    check(role == "label", f"announced by a {role}")
    check([node for node in nodes(app) if node.get_name().strip() == text],
          "the message line carries what was announced")
    wait_for("Undo to become usable", lambda: usable(one(app, "Undo")))
    print(f"heard: {[text for text, _ in announcements]}")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: atspi_bus.py path/to/oware")
    launcher = None
    try:
        enable_accessibility()
        wait_for("the virtual display", x_server_answers)
        with tempfile.TemporaryDirectory() as home:
            environment = dict(os.environ, HOME=home,
                               XDG_CONFIG_HOME=os.path.join(home, "config"),
                               XDG_CACHE_HOME=os.path.join(home, "cache"),
                               XDG_DATA_HOME=os.path.join(home, "data"))
            launcher = subprocess.Popen([sys.argv[1], "--lang", "en", "--game", "oware",
                                         "--level", "1"], env=environment)
            run(launcher)
            check(launcher.poll() is None, "the launcher stopped by itself")
    except Failure as failure:
        print(f"FAILED: {failure}", file=sys.stderr)
        sys.exit(1)
    finally:
        if launcher is not None:
            launcher.terminate()
            launcher.wait(timeout=10)
    print("the accessibility bus heard a whole move, its states and focus")


if __name__ == "__main__":
    main()
