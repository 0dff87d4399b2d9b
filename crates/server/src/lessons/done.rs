//! The lessons a name has done, as the teacher's page counts them: the `lessons` table that
//! the desktop's reports fill (`lesson <game> <number>`), read on a thread of its own, and a
//! lesson solved in the browser written to it the same way. A guest (a connection that said
//! `hello` alone, or the name `guest` that older pages used for a child who gave none)
//! counts for nobody.

use std::collections::HashSet;
use std::path::PathBuf;

use oware_protocol::{Refusal, GUEST_NAME};
use oware_rules::GameKind;

use crate::hub::{now_ms, Hub, GUEST};
use crate::results::{open_read_only, LessonRow};
use crate::store::Change;

/// Whether what `name` does is counted for a child at all.
pub fn counts(name: &str) -> bool {
    name != GUEST && name != GUEST_NAME
}

/// The numbers (from 1) of `game`'s lessons `name` has done, from the database at `path`;
/// none for a guest, or when the database cannot be read (said in the log).
pub async fn numbers(path: PathBuf, name: &str, game: GameKind) -> HashSet<u32> {
    if !counts(name) {
        return HashSet::new();
    }
    let name = name.to_string();
    let read = tokio::task::spawn_blocking(move || read(&path, &name, game)).await;
    match read {
        Ok(Ok(numbers)) => numbers,
        Ok(Err(error)) => {
            log::warn!("the lessons done cannot be read: {error}");
            HashSet::new()
        }
        Err(_) => HashSet::new(),
    }
}

fn read(path: &std::path::Path, name: &str, game: GameKind) -> rusqlite::Result<HashSet<u32>> {
    let db = open_read_only(path)?;
    let mut statement = db.prepare("SELECT lesson FROM lessons WHERE name = ?1 AND game = ?2")?;
    let rows = statement.query_map([name, game.id()], |row| row.get::<_, u32>(0))?;
    Ok(rows.flatten().collect())
}

/// Counts lesson `number` of `game` done by `name`, stored before the child is told; a
/// guest's is counted for nobody.
pub async fn count(hub: &Hub, name: &str, game: GameKind, number: u32) -> Result<(), Refusal> {
    if !counts(name) {
        return Ok(());
    }
    hub.keep(Change::Lesson(LessonRow {
        at: now_ms(),
        name: name.to_string(),
        game: game.id().to_string(),
        lesson: number,
    }))
    .await
}
