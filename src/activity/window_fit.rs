//! The launcher's window on the screen it opens on: at the size it last had, when that fits
//! the screen, and maximised when it does not (a netbook's 1024×600 is smaller than the
//! 1280×800 the activity is drawn for); the whole screen with `--fullscreen`. Its size is
//! remembered when it closes.

use slint::winit_030::WinitWindowAccessor;
use slint::ComponentHandle;

use super::ui::ActivityWindow;
use crate::settings::WindowSize;

/// The size the activity is drawn for, when nothing is remembered.
pub const USUAL_SIZE: WindowSize = WindowSize {
    width: 1280,
    height: 800,
};

/// Room the desktop keeps for itself around a window: its frame across, the title bar and
/// a panel or two down.
const DESKTOP_MARGIN: WindowSize = WindowSize {
    width: 16,
    height: 96,
};

/// How the window opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening {
    At(WindowSize),
    /// The desktop gives it all the room it can: the wanted size would not fit.
    Maximized,
}

/// How a window that wants `wanted` opens on a screen of `screen` (logical pixels).
pub fn opening(wanted: WindowSize, screen: WindowSize) -> Opening {
    let fits = wanted.width + DESKTOP_MARGIN.width <= screen.width
        && wanted.height + DESKTOP_MARGIN.height <= screen.height;
    if fits {
        Opening::At(wanted)
    } else {
        Opening::Maximized
    }
}

/// Once the window exists on the screen (the windowing system makes it when the event loop
/// starts), fills the screen with `fullscreen`, or fits `wanted` to the screen.
pub fn fit_to_screen(window: &ActivityWindow, wanted: WindowSize, fullscreen: bool) {
    let weak = window.as_weak();
    let spawned = slint::spawn_local(async move {
        let Some(window) = weak.upgrade() else {
            return;
        };
        let Ok(native) = window.window().winit_window().await else {
            // Another backend (a host's, the tests'): its own business.
            return;
        };
        if fullscreen {
            // Asked again now that the window is there: asked before, a window manager may
            // have sized it before it knew the screen.
            window.window().set_fullscreen(true);
            return;
        }
        let Some(monitor) = native
            .current_monitor()
            .or_else(|| native.primary_monitor())
        else {
            return;
        };
        let size = monitor.size().to_logical::<f64>(monitor.scale_factor());
        let screen = WindowSize {
            width: size.width.round() as u32,
            height: size.height.round() as u32,
        };
        match opening(wanted, screen) {
            Opening::At(size) => window.window().set_size(slint::LogicalSize::new(
                size.width as f32,
                size.height as f32,
            )),
            Opening::Maximized => {
                // Within the screen first, for a desktop without a window manager (a kiosk)
                // where nobody maximises it.
                let within = |n: u32, room: u32| n.min(room) as f32;
                window.window().set_size(slint::LogicalSize::new(
                    within(wanted.width, screen.width),
                    within(
                        wanted.height,
                        screen.height.saturating_sub(DESKTOP_MARGIN.height),
                    ),
                ));
                window.window().set_maximized(true);
            }
        }
    });
    if let Err(error) = spawned {
        log::warn!("the window keeps its size: {error}");
    }
}

/// The window's size to remember: none when it fills the screen, which the next start works
/// out again from the screen it opens on.
pub fn size_to_remember(window: &ActivityWindow) -> Option<WindowSize> {
    let window = window.window();
    if window.is_fullscreen() || window.is_maximized() {
        return None;
    }
    let size = window.size().to_logical(window.scale_factor());
    WindowSize::parse(&format!(
        "{}x{}",
        size.width.round() as u32,
        size.height.round() as u32
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(width: u32, height: u32) -> WindowSize {
        WindowSize { width, height }
    }

    #[test]
    fn the_usual_size_opens_on_a_big_screen_and_a_small_one_is_filled() {
        assert_eq!(
            opening(USUAL_SIZE, size(1920, 1080)),
            Opening::At(USUAL_SIZE)
        );
        assert_eq!(opening(USUAL_SIZE, size(1024, 600)), Opening::Maximized);
        assert_eq!(opening(USUAL_SIZE, size(1366, 768)), Opening::Maximized);
        // A size remembered on this netbook opens as it was.
        assert_eq!(
            opening(size(900, 500), size(1024, 600)),
            Opening::At(size(900, 500))
        );
        assert_eq!(
            opening(size(1010, 500), size(1024, 600)),
            Opening::Maximized
        );
    }
}
