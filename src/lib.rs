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
pub mod protocol;
pub mod rules;
pub mod settings;
pub mod tux;
