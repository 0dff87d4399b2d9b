"""What the scripts on the accessibility bus share (tests/atspi_bus.py and
tests/orca_speech.py): a failure with its reason, polling libatspi's events with a
deadline, switching the session's accessibility on, and walking the tree."""

import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Gio, GLib  # noqa: E402


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def pump(seconds):
    """Lets libatspi deliver its events for a while."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def waiting(default_patience, step):
    """A `wait_for(what, probe, patience=default_patience)` that polls `probe` every `step`
    seconds (delivering events meanwhile) until it returns something true, and returns that."""

    def wait_for(what, probe, patience=default_patience):
        end = time.monotonic() + patience
        while True:
            found = probe()
            if found:
                return found
            if time.monotonic() > end:
                raise Failure(f"waited {patience:.0f} s for {what}")
            pump(step)

    return wait_for


def enable_accessibility():
    """Sets org.a11y.Status.IsEnabled, as a desktop does when a screen reader is turned on:
    AccessKit only offers the tree once it is set."""
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    bus.call_sync(
        "org.a11y.Bus",
        "/org/a11y/bus",
        "org.freedesktop.DBus.Properties",
        "Set",
        GLib.Variant("(ssv)", ("org.a11y.Status", "IsEnabled", GLib.Variant("b", True))),
        None,
        Gio.DBusCallFlags.NONE,
        10000,
        None,
    )


def nodes(node):
    """Every node below `node`, depth first."""
    found = []
    for index in range(node.get_child_count()):
        child = node.get_child_at_index(index)
        if child is not None:
            found.append(child)
            found.extend(nodes(child))
    return found
