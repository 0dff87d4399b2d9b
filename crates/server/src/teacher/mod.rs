//! The teacher's page: `/teacher` (the page, part of the web build) and its JSON API under
//! `/teacher/api/`, open only to a session signed in with the teacher code.
//!
//! - `code`: the teacher code, made at first start and kept in the data folder;
//! - `sessions`: the signed-in sessions, their CSRF tokens, the pause after wrong codes;
//! - `api`: the API's routes and who may use them;
//! - `class`: the children seen and their results;
//! - `csv`: the class's games for a spreadsheet;
//! - `tournament`: the class tournament's routes, its JSON and its CSV;
//! - `json`: the answers' JSON, names escaped;
//! - `puzzles`: each child's puzzles and counting drills;
//! - `chapters`: each child's strategy chapters, stage by stage;
//! - `roster`: the class's groups and children, their picture codes and the settings;
//! - `progress`: the class at a glance, a child's page, the progress CSV;
//! - `assignments`: the work given and who has done it.

mod api;
mod assignments;
mod chapters;
mod class;
pub mod code;
pub(crate) mod csv;
pub(crate) mod json;
mod progress;
mod puzzles;
mod roster;
pub mod sessions;
mod tournament;

pub use api::{answer, ApiRequest, Reply, CSRF_HEADER};

use sessions::Sessions;

/// What the teacher's API holds: the sessions, and through them the code.
pub struct Teacher {
    pub sessions: Sessions,
}

impl Teacher {
    pub fn new(code: String) -> Teacher {
        Teacher {
            sessions: Sessions::new(code),
        }
    }
}
