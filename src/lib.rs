//! A family of sowing games as learning activities for children: Oware (Abapa rules), Kalah,
//! Congkak and Togyz Kumalak, played against Tux, a friend at the same screen or a classmate
//! on the school network, with lessons and a look back at a finished game.
//!
//! The activity stands on crates that know nothing of windows or languages:
//! - [`rules`]: the games themselves, pure and deterministic;
//! - [`tux`]: the computer opponent, built on the rules only;
//! - `oware-engine`: the rules and Tux behind a line-based text protocol;
//! - `oware-server`: the classroom rooms, where two children play one game.
//!
//! This crate adds:
//! - [`activity`]: the window a host embeds, and what it shows and says;
//! - [`i18n`]: the Fluent bundles for every word shown on screen;
//! - [`settings`]: what a teacher chooses, kept between runs;
//! - [`cli`]: the launcher's command line.

pub mod activity;
pub mod cli;
pub mod i18n;
pub mod settings;

/// The rules of the sowing games, from the `oware-rules` crate.
pub use oware_rules as rules;
/// Tux, the computer opponent, from the `oware-tux` crate.
pub use oware_tux as tux;
