//! The keys pressed in the window, passed on to a screen reader that listens for them on the
//! accessibility registry, before the activity acts on them.
//!
//! Orca 43 on X11 hears the keyboard that way for every toolkit but GTK 4: GTK's atk-bridge
//! tells the registry of each key (`NotifyListenersSync`) and waits for the answer. AccessKit
//! does not, so Orca never knew a key was pressed: a key did not cut its speech short, and its
//! own commands (Insert with a letter) did nothing in the activity's window. The window now
//! does what atk-bridge does: each press and release goes to the registry first, and a key
//! that Orca takes for itself (it answers "consumed") is not acted on.
//!
//! The calls go out from a thread of their own; the window waits for the answer
//! [`ANSWER_WITHIN`] at most and then acts on the key anyway, so a registry that hangs can slow
//! a key, never lose it. Nothing is sent while the session's accessibility is off.

use std::sync::mpsc::{self, Receiver, SyncSender};
use std::thread;
use std::time::{Duration, Instant};

use slint::winit_030::winit::event::{ElementState, KeyEvent, WindowEvent};
use slint::winit_030::winit::keyboard::{Key, ModifiersState, NamedKey};
use slint::winit_030::winit::platform::scancode::PhysicalKeyExtScancode;
use slint::winit_030::{EventResult, WinitWindowAccessor};

/// How long a key waits for the registry's word before the activity acts on it anyway.
pub const ANSWER_WITHIN: Duration = Duration::from_millis(250);
/// How long a reading of "is the session's accessibility on" is trusted.
const ACCESSIBILITY_CHECKED_FOR: Duration = Duration::from_secs(2);

/// A key as the registry's `DeviceEvent` carries it: `(uinnisb)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyNote {
    pub pressed: bool,
    /// The X keysym.
    pub keysym: u32,
    /// The X keycode (the Linux scancode + 8).
    pub keycode: u16,
    /// X's modifier mask: Shift 1, Lock 2, Control 4, Alt (Mod1) 8, Super (Mod4) 64.
    pub modifiers: u16,
    /// The keysym's name for a named key ("Down", "Insert"), else the text it types.
    pub text: String,
    pub is_text: bool,
}

impl KeyNote {
    /// The note for a winit key event, or `None` for a key X has no keysym for here.
    pub fn of(event: &KeyEvent, modifiers: ModifiersState) -> Option<KeyNote> {
        let keycode = event
            .physical_key
            .to_scancode()
            .and_then(|code| u16::try_from(code + 8).ok())
            .unwrap_or(0);
        let (keysym, text, is_text) = match &event.logical_key {
            Key::Named(named) => {
                let (keysym, name) = named_keysym(*named)?;
                (keysym, name.to_owned(), false)
            }
            Key::Character(text) => {
                let mut chars = text.chars();
                let (Some(only), None) = (chars.next(), chars.next()) else {
                    return None;
                };
                (char_keysym(only), text.to_string(), true)
            }
            _ => return None,
        };
        let mut mask = 0;
        for (held, bit) in [
            (modifiers.shift_key(), 1),
            (modifiers.control_key(), 4),
            (modifiers.alt_key(), 8),
            (modifiers.super_key(), 64),
        ] {
            if held {
                mask |= bit;
            }
        }
        Some(KeyNote {
            pressed: event.state == ElementState::Pressed,
            keysym,
            keycode,
            modifiers: mask,
            text,
            is_text,
        })
    }
}

/// X's keysym for a character: Latin-1 as it is, the rest of Unicode above 0x0100_0000.
pub fn char_keysym(c: char) -> u32 {
    let code = u32::from(c);
    if (0x20..=0x7e).contains(&code) || (0xa0..=0xff).contains(&code) {
        code
    } else {
        0x0100_0000 + code
    }
}

/// The keysym and its name for the named keys a child or a screen reader uses.
fn named_keysym(key: NamedKey) -> Option<(u32, &'static str)> {
    Some(match key {
        NamedKey::Space => (0x20, "space"),
        NamedKey::Backspace => (0xff08, "BackSpace"),
        NamedKey::Tab => (0xff09, "Tab"),
        NamedKey::Enter => (0xff0d, "Return"),
        NamedKey::Escape => (0xff1b, "Escape"),
        NamedKey::Home => (0xff50, "Home"),
        NamedKey::ArrowLeft => (0xff51, "Left"),
        NamedKey::ArrowUp => (0xff52, "Up"),
        NamedKey::ArrowRight => (0xff53, "Right"),
        NamedKey::ArrowDown => (0xff54, "Down"),
        NamedKey::PageUp => (0xff55, "Prior"),
        NamedKey::PageDown => (0xff56, "Next"),
        NamedKey::End => (0xff57, "End"),
        NamedKey::Insert => (0xff63, "Insert"),
        NamedKey::Delete => (0xffff, "Delete"),
        NamedKey::CapsLock => (0xffe5, "Caps_Lock"),
        NamedKey::Shift => (0xffe1, "Shift_L"),
        NamedKey::Control => (0xffe3, "Control_L"),
        NamedKey::Alt => (0xffe9, "Alt_L"),
        NamedKey::Super => (0xffeb, "Super_L"),
        NamedKey::F1 => (0xffbe, "F1"),
        NamedKey::F2 => (0xffbf, "F2"),
        NamedKey::F3 => (0xffc0, "F3"),
        NamedKey::F4 => (0xffc1, "F4"),
        NamedKey::F5 => (0xffc2, "F5"),
        NamedKey::F6 => (0xffc3, "F6"),
        NamedKey::F7 => (0xffc4, "F7"),
        NamedKey::F8 => (0xffc5, "F8"),
        NamedKey::F9 => (0xffc6, "F9"),
        NamedKey::F10 => (0xffc7, "F10"),
        NamedKey::F11 => (0xffc8, "F11"),
        NamedKey::F12 => (0xffc9, "F12"),
        _ => return None,
    })
}

/// A key on its way to the registry, and where its answer goes.
type Asked = (KeyNote, SyncSender<bool>);

/// Passes every key of `window` on to the registry first. Only the winit backend has keys of
/// its own to pass on; another backend (the tests') is left alone.
pub fn pass_keys_on(window: &slint::Window) {
    let (asks, asked) = mpsc::sync_channel::<Asked>(16);
    let started = thread::Builder::new()
        .name("keys for a screen reader".into())
        .spawn(move || tell_the_registry(&asked));
    if let Err(error) = started {
        log::warn!("the keys cannot be passed on to a screen reader: {error}");
        return;
    }
    let mut modifiers = ModifiersState::empty();
    window.on_winit_window_event(move |_, event| match event {
        WindowEvent::ModifiersChanged(changed) => {
            modifiers = changed.state();
            EventResult::Propagate
        }
        WindowEvent::KeyboardInput { event, .. } => {
            let consumed = KeyNote::of(event, modifiers)
                .is_some_and(|note| consumed_by_screen_reader(&asks, note, ANSWER_WITHIN));
            if consumed {
                EventResult::PreventDefault
            } else {
                EventResult::Propagate
            }
        }
        _ => EventResult::Propagate,
    });
}

/// Asks the registry's thread about `note`; `false` when it does not answer `within` or is gone.
fn consumed_by_screen_reader(asks: &SyncSender<Asked>, note: KeyNote, within: Duration) -> bool {
    let (answer, answered) = mpsc::sync_channel(1);
    if asks.try_send((note, answer)).is_err() {
        return false;
    }
    answered.recv_timeout(within).unwrap_or(false)
}

/// The registry's thread: connects to the session bus when the first key comes, and to the
/// accessibility bus when the session first says a screen reader is on, so that a window
/// nobody presses a key in, or that no screen reader reads, opens no connection. It answers
/// each key with what the registry said, and ends when it cannot reach the session's buses.
fn tell_the_registry(asked: &Receiver<Asked>) {
    let mut registry = None::<Registry>;
    while let Ok((note, answer)) = asked.recv() {
        if registry.is_none() {
            match Registry::on_the_session() {
                Ok(connected) => registry = Some(connected),
                Err(error) => {
                    log::info!("no session bus to pass the keys on to: {error}");
                    return;
                }
            }
        }
        let Some(registry) = registry.as_mut() else {
            return;
        };
        let consumed = match registry.listening() {
            Ok(listening) => listening && registry.notify(&note),
            Err(error) => {
                log::info!("no accessibility bus to pass the keys on to: {error}");
                return;
            }
        };
        // The window may have stopped waiting: then nobody needs the answer.
        let _ = answer.try_send(consumed);
    }
}

/// The session bus (for the accessibility switch) and, once a screen reader has switched
/// accessibility on, the accessibility bus (for the registry).
struct Registry {
    session: zbus::blocking::Connection,
    accessibility: Option<zbus::blocking::Connection>,
    /// The switch as last read, and when: it is read again after
    /// [`ACCESSIBILITY_CHECKED_FOR`].
    enabled: Option<(bool, Instant)>,
}

impl Registry {
    fn on_the_session() -> zbus::Result<Registry> {
        Ok(Registry {
            session: zbus::blocking::Connection::session()?,
            accessibility: None,
            enabled: None,
        })
    }

    /// Whether a screen reader listens now, connecting to the accessibility bus the first
    /// time one does.
    fn listening(&mut self) -> zbus::Result<bool> {
        let enabled = match self.enabled {
            Some((enabled, at)) if at.elapsed() <= ACCESSIBILITY_CHECKED_FOR => enabled,
            _ => {
                let enabled = self.accessibility_on();
                self.enabled = Some((enabled, Instant::now()));
                enabled
            }
        };
        if enabled && self.accessibility.is_none() {
            self.accessibility = Some(self.connect_accessibility()?);
        }
        Ok(enabled)
    }

    fn connect_accessibility(&self) -> zbus::Result<zbus::blocking::Connection> {
        let reply = self.session.call_method(
            Some("org.a11y.Bus"),
            "/org/a11y/bus",
            Some("org.a11y.Bus"),
            "GetAddress",
            &(),
        )?;
        let address: String = reply.body().deserialize()?;
        zbus::blocking::connection::Builder::address(address.as_str())?.build()
    }

    /// Whether the session's accessibility is switched on (a screen reader running).
    fn accessibility_on(&self) -> bool {
        let reply = self.session.call_method(
            Some("org.a11y.Bus"),
            "/org/a11y/bus",
            Some("org.freedesktop.DBus.Properties"),
            "Get",
            &("org.a11y.Status", "IsEnabled"),
        );
        reply
            .ok()
            .and_then(|reply| {
                reply
                    .body()
                    .deserialize::<zbus::zvariant::OwnedValue>()
                    .ok()
            })
            .and_then(|value| bool::try_from(value).ok())
            .unwrap_or(false)
    }

    /// Tells the registry of `note`; whether a listener (the screen reader) took the key.
    fn notify(&self, note: &KeyNote) -> bool {
        let Some(accessibility) = &self.accessibility else {
            return false;
        };
        // KEY_PRESSED_EVENT is 0, KEY_RELEASED_EVENT 1.
        let kind: u32 = if note.pressed { 0 } else { 1 };
        let keysym = i32::try_from(note.keysym).unwrap_or(0);
        let keycode = i16::try_from(note.keycode).unwrap_or(0);
        let modifiers = i16::try_from(note.modifiers).unwrap_or(0);
        // The registry's listeners read only the order of the times, in milliseconds.
        let timestamp = i32::try_from(milliseconds_today()).unwrap_or(0);
        let event = (
            kind,
            keysym,
            keycode,
            modifiers,
            timestamp,
            note.text.as_str(),
            note.is_text,
        );
        let reply = accessibility.call_method(
            Some("org.a11y.atspi.Registry"),
            "/org/a11y/atspi/registry/deviceeventcontroller",
            Some("org.a11y.atspi.DeviceEventController"),
            "NotifyListenersSync",
            &(event,),
        );
        match reply {
            Ok(reply) => reply.body().deserialize::<bool>().unwrap_or(false),
            Err(error) => {
                log::info!("the registry did not take a key: {error}");
                false
            }
        }
    }
}

fn milliseconds_today() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|since| since.as_millis() % 86_400_000)
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_1_characters_are_their_own_keysym_and_the_rest_of_unicode_sits_above() {
        assert_eq!(char_keysym('a'), 0x61);
        assert_eq!(char_keysym('4'), 0x34);
        assert_eq!(char_keysym('ä'), 0xe4);
        // Croatian, Macedonian: outside Latin-1.
        assert_eq!(char_keysym('č'), 0x0100_010d);
        assert_eq!(char_keysym('ш'), 0x0100_0448);
    }

    #[test]
    fn the_keys_a_child_plays_with_have_x_names() {
        assert_eq!(named_keysym(NamedKey::ArrowDown), Some((0xff54, "Down")));
        assert_eq!(named_keysym(NamedKey::Tab), Some((0xff09, "Tab")));
        assert_eq!(named_keysym(NamedKey::Enter), Some((0xff0d, "Return")));
        assert_eq!(named_keysym(NamedKey::Insert), Some((0xff63, "Insert")));
        assert_eq!(named_keysym(NamedKey::F1), Some((0xffbe, "F1")));
        // A key the registry has no use for here is not sent.
        assert_eq!(named_keysym(NamedKey::MediaPlay), None);
    }

    #[test]
    fn a_key_with_no_registry_answers_not_consumed_at_once() {
        let (asks, asked) = mpsc::sync_channel::<Asked>(1);
        drop(asked);
        let note = KeyNote {
            pressed: true,
            keysym: 0x31,
            keycode: 10,
            modifiers: 0,
            text: "1".into(),
            is_text: true,
        };
        // (A minute to answer: the check is on the answer, not on the time it takes.)
        let within = Duration::from_secs(60);
        assert!(!consumed_by_screen_reader(&asks, note.clone(), within));
        // The control: a registry that says "consumed" is believed.
        let (asks, asked) = mpsc::sync_channel::<Asked>(1);
        let registry = thread::spawn(move || {
            if let Ok((_, answer)) = asked.recv() {
                let _ = answer.send(true);
            }
        });
        assert!(consumed_by_screen_reader(&asks, note, within));
        let _ = registry.join();
    }
}
