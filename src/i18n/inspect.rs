//! Reading what a Fluent file defines, so tests can compare the locales with English.

use fluent_bundle::{FluentBundle, FluentResource};

use super::bundles::line_of;

/// What one Fluent source defines, and what is wrong with it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResourceReport {
    /// Parse errors and duplicate ids, each with its line when known. Empty for a good file.
    pub errors: Vec<String>,
    /// Each message id, in file order, with the names of its attributes in file order.
    pub messages: Vec<(String, Vec<String>)>,
}

impl ResourceReport {
    /// The message ids alone, in file order.
    pub fn ids(&self) -> Vec<&str> {
        self.messages.iter().map(|(id, _)| id.as_str()).collect()
    }
}

/// Parses `source` with Fluent's own parser and lists its messages and attributes.
///
/// Message ids are found at the start of lines (where Fluent requires them) and each one is
/// confirmed by the parsed resource; the number of messages is checked against the parser's,
/// so nothing is missed or invented.
pub fn inspect_resource(source: &str) -> ResourceReport {
    let mut report = ResourceReport::default();
    let resource = match FluentResource::try_new(source.to_string()) {
        Ok(resource) => resource,
        Err((resource, errors)) => {
            for error in errors {
                report.errors.push(format!(
                    "line {}: {error}",
                    line_of(source, error.pos.start)
                ));
            }
            resource
        }
    };
    let parsed_messages = resource
        .entries()
        .filter(|entry| format!("{entry:?}").starts_with("Message("))
        .count();

    let mut bundle = FluentBundle::<&FluentResource>::new(vec![]);
    bundle.set_use_isolating(false);
    if let Err(errors) = bundle.add_resource(&resource) {
        for error in errors {
            report.errors.push(error.to_string());
        }
    }

    for (number, line) in source.lines().enumerate() {
        let Some(id) = message_id_at(line) else {
            continue;
        };
        let Some(message) = bundle.get_message(id) else {
            // A broken entry: the parser has already reported it.
            continue;
        };
        if report.messages.iter().any(|(seen, _)| seen == id) {
            report
                .errors
                .push(format!("line {}: \"{id}\" is defined again", number + 1));
            continue;
        }
        let attributes = message.attributes().map(|a| a.id().to_string()).collect();
        report.messages.push((id.to_string(), attributes));
    }
    let found = report.messages.len();
    let duplicates = report
        .errors
        .iter()
        .filter(|e| e.ends_with("is defined again"))
        .count();
    if found + duplicates != parsed_messages {
        report.errors.push(format!(
            "found {found} message ids but the parser read {parsed_messages} messages"
        ));
    }
    report
}

/// The id of a message starting on this line: `id =` at the very start of the line.
fn message_id_at(line: &str) -> Option<&str> {
    let first = line.chars().next()?;
    if !first.is_ascii_alphabetic() {
        return None;
    }
    let end = line
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(line.len());
    let (id, rest) = line.split_at(end);
    rest.trim_start_matches(' ').starts_with('=').then_some(id)
}
