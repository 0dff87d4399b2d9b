//! Oware (Abapa rules) as a learning activity: a child plays Tux or a friend.
//!
//! The crate is layered so that each part can be used on its own:
//! - [`rules`]: the game itself, pure and deterministic;
//! - [`tux`]: the computer opponent, built on the rules only;
//! - [`i18n`]: the Fluent bundles for every word shown on screen;
//! - [`protocol`]: the line-based text protocol of the `oware-engine` binary;
//! - [`settings`]: what a teacher chooses, kept between runs.

pub mod activity;
pub mod cli;
pub mod i18n;
pub mod settings;

/// The rules of the sowing games, from the `oware-rules` crate.
pub use oware_rules as rules;
/// Tux, the computer opponent, from the `oware-tux` crate.
pub use oware_tux as tux;
