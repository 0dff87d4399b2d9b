//! A child's progress and assignments, read off the runtime's threads on a read-only
//! connection of their own.

use oware_protocol::{AssignmentShown, Refusal};

use super::progress::{self, GameProgress};
use super::{Child, Pupil};
use crate::hub::Hub;
use crate::results::open_read_only;

/// The child's progress in every game.
pub async fn progress_of(hub: &Hub, child: &Child) -> Result<progress::Games, Refusal> {
    let path = hub.database().to_owned();
    let (wire, pupil) = (child.wire.clone(), child.pupil);
    match tokio::task::spawn_blocking(move || progress::read(&path, &wire, pupil)).await {
        Ok(Ok(games)) => Ok(games),
        Ok(Err(error)) => {
            log::error!("cannot read a child's progress: {error}");
            Err(Refusal::NotSaved)
        }
        Err(_) => Err(Refusal::NotSaved),
    }
}

/// Every assignment for `pupil`, with how far they are, on an open connection.
pub fn assignments_for(
    db: &rusqlite::Connection,
    pupil: &Pupil,
    all: &[super::assignments::Assignment],
) -> rusqlite::Result<Vec<AssignmentShown>> {
    let games = progress::of_child(db, &pupil.wire, pupil.id)?;
    let empty = GameProgress::default();
    all.iter()
        .filter(|assignment| assignment.is_for(pupil))
        .map(|assignment| {
            let progress = progress::game_of(&games, assignment.game).unwrap_or(&empty);
            assignment.state_for(db, pupil, progress)
        })
        .collect()
}

/// The signed-in child's assignments, newest first.
pub async fn assignments_of(hub: &Hub, child: &Child) -> Result<Vec<AssignmentShown>, Refusal> {
    let pupil = hub
        .roster()
        .pupil(child.pupil)
        .ok_or(Refusal::SessionEnded)?;
    let mut all = hub.roster().assignments();
    all.reverse();
    let path = hub.database().to_owned();
    let read = move || -> rusqlite::Result<Vec<AssignmentShown>> {
        let db = open_read_only(&path)?;
        assignments_for(&db, &pupil, &all)
    };
    match tokio::task::spawn_blocking(read).await {
        Ok(Ok(shown)) => Ok(shown),
        Ok(Err(error)) => {
            log::error!("cannot read a child's assignments: {error}");
            Err(Refusal::NotSaved)
        }
        Err(_) => Err(Refusal::NotSaved),
    }
}
