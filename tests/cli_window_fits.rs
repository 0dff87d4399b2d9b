//! The launcher's window fits the screen it opens on: a netbook's 1024×600 and a laptop's
//! 1366×768 get a window within the screen (maximised by the window manager), a full-HD
//! screen the usual 1280×800 (the positive control: fitting is not always filling), and
//! `--fullscreen` the whole screen.
//!
//! Each start gets a virtual X display (`xvfb-run`) with openbox as its window manager when
//! it is installed (started, and managing the screen, before the launcher), and its own
//! configuration folder. A shell on that display starts the
//! launcher, then asks xdotool for its window and xwininfo for the window's geometry until it
//! has settled or a deadline passes, and prints it.

mod tools;

use tools::installed;

use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};

/// Where the window is and how big, once the window manager has placed it.
#[derive(Debug, PartialEq, Eq)]
struct Geometry {
    x: i32,
    y: i32,
    width: u32,
    height: u32,
}

/// Starts the launcher on a screen of `screen` with these arguments and reads its window's
/// last geometry: the one it kept for the last few looks, within twenty seconds.
fn window_on(screen: (u32, u32), args: &[&str]) -> Geometry {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let home = dir.path();
    let script = r#"
        # As on a desktop, the window manager is there before the launcher: a window mapped
        # before openbox manages the screen would lose its request to be maximised.
        if command -v openbox >/dev/null; then
            openbox >/dev/null 2>&1 &
            for _ in $(seq 1 50); do
                xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id' && break
                sleep 0.1
            done
        fi
        "$0" "$@" >/dev/null 2>&1 &
        last="" same=0
        for _ in $(seq 1 100); do
            sleep 0.2
            id=$(xdotool search --class oware 2>/dev/null | tail -n 1)
            [ -n "$id" ] || continue
            now=$(xwininfo -id "$id" 2>/dev/null | grep -E 'Absolute|Width|Height' | tr -s ' \n' '  ')
            if [ "$now" = "$last" ]; then same=$((same + 1)); else same=0; last=$now; fi
            [ "$same" -ge 10 ] && break
        done
        echo "$last"
        kill 0 2>/dev/null
    "#;
    let output = Command::new("xvfb-run")
        .args([
            "-a",
            "-s",
            &format!("-screen 0 {}x{}x24", screen.0, screen.1),
        ])
        .args(["sh", "-c", script])
        .arg(env!("CARGO_BIN_EXE_oware"))
        .args(args)
        .env("HOME", home)
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("XDG_CACHE_HOME", home.join("cache"))
        .env("XDG_DATA_HOME", home.join("data"))
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        // A group of its own, which the script's `kill 0` ends: the launcher, openbox and
        // the display, and nothing else.
        .process_group(0)
        .output()
        .expect("xvfb-run starts");
    let text = String::from_utf8_lossy(&output.stdout).to_string();
    // " Absolute upper-left X: 0 Absolute upper-left Y: 19 Width: 1024 Height: 581"
    let after = |word: &str| -> i64 {
        text.split(word)
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|number| number.parse().ok())
            .unwrap_or_else(|| panic!("no {word} in {text:?}"))
    };
    let size = |word: &str| u32::try_from(after(word)).expect("a size");
    Geometry {
        x: i32::try_from(after("upper-left X:")).expect("x"),
        y: i32::try_from(after("upper-left Y:")).expect("y"),
        width: size("Width:"),
        height: size("Height:"),
    }
}

fn within(window: &Geometry, screen: (u32, u32)) -> bool {
    window.x >= 0
        && window.y >= 0
        && window.x as u32 + window.width <= screen.0
        && window.y as u32 + window.height <= screen.1
}

#[test]
fn the_window_fits_a_netbook_a_laptop_and_a_big_screen() {
    for tool in ["xvfb-run", "xdotool", "xwininfo"] {
        assert!(installed(tool), "{tool} is missing: run .ci/setup");
    }
    for screen in [(1024, 600), (1366, 768)] {
        let window = window_on(screen, &["--lang", "fr"]);
        assert!(within(&window, screen), "{screen:?}: {window:?}");
        // Filling most of it: the board gets the room there is.
        assert!(window.width * 10 >= screen.0 * 9, "{screen:?}: {window:?}");
        assert!(window.height * 10 >= screen.1 * 8, "{screen:?}: {window:?}");
    }
    let big = (1920, 1080);
    let window = window_on(big, &["--lang", "mk"]);
    assert!(within(&window, big), "{window:?}");
    assert_eq!((window.width, window.height), (1280, 800), "the usual size");
}

#[test]
fn fullscreen_fills_the_whole_screen() {
    for tool in ["xvfb-run", "xdotool", "xwininfo"] {
        assert!(installed(tool), "{tool} is missing: run .ci/setup");
    }
    let screen = (1024, 600);
    let window = window_on(screen, &["--lang", "mk", "--fullscreen"]);
    assert_eq!(
        window,
        Geometry {
            x: 0,
            y: 0,
            width: 1024,
            height: 600
        }
    );
}
