//! The Slint components compiled from `ui/activity.slint` by the build script.
#![allow(clippy::all)]

slint::include_modules!();
