//! The Slint components compiled from `ui/activity.slint` by the build script.
#![allow(clippy::all)]
// The code is generated from the `.slint` files at build time, where doc comments cannot be
// attached to its items; the components are documented in `ui/` instead.
#![allow(missing_docs)]

slint::include_modules!();
