//! Fluent bundles and language negotiation.

/// The languages the activity speaks, as BCP 47 tags.
pub const LANGUAGES: [&str; 5] = ["en", "hr", "fi", "fr", "mk"];
