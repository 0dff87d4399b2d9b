//! Whose stars a stage met counts for, and the stars kept for them: per stage the best in
//! `chapter_stage_stars`, under the one-word name the rooms and lessons know the child by,
//! and for a child of the roster the chapter's sum in `chapter_stars` too (what the
//! teacher's progress and assignments read), written in the same change. A guest's stars
//! last only for the connection. A stage met at a child's own machine is reported with
//! `chapter <key> <stage> <stars>` and counted the same way.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use oware_chapters::{find_chapter, ChapterProgress};
use oware_protocol::{Answer, ChapterDone, Refusal};
use oware_rules::GameKind;

use super::count_u32;
use crate::hub::{now_ms, Hub, Peer};
use crate::results::open_read_only;
use crate::roster::Write;
use crate::store::Change;

/// Whose stars a connection earns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Whose {
    /// A child's one-word name: signed in (with their number in the roster), or a name said
    /// with `hello` that is no child of the roster.
    Child { name: String, pupil: Option<u32> },
    /// A guest, or a `hello` name the roster now holds without that child signed in: the
    /// stars last for the connection.
    Nobody,
}

impl Whose {
    /// The child `name` is on a connection where `pupil` signed in (if anyone did); a roster
    /// child's stars are theirs only when signed in, as the tournament's places are.
    pub fn of(hub: &Hub, name: &str, pupil: Option<u32>) -> Whose {
        let counted =
            crate::lessons::counts(name) && (pupil.is_some() || !hub.roster().is_class_name(name));
        if counted {
            Whose::Child {
                name: name.to_string(),
                pupil,
            }
        } else {
            Whose::Nobody
        }
    }
}

/// The stars `name` earned in every chapter, per stage, from the database at `path`.
fn read(path: &Path, name: &str) -> rusqlite::Result<ChapterProgress> {
    let db = open_read_only(path)?;
    let mut statement =
        db.prepare("SELECT chapter, stage, stars FROM chapter_stage_stars WHERE pupil = ?1")?;
    let rows = statement.query_map([name], |row| {
        Ok((
            row.get::<_, String>(0)?,
            row.get::<_, u32>(1)?,
            row.get::<_, u8>(2)?,
        ))
    })?;
    let mut progress = ChapterProgress::new();
    for (chapter, stage, stars) in rows.flatten() {
        if let Some(index) = usize::try_from(stage).ok().and_then(|s| s.checked_sub(1)) {
            progress.record(&chapter, index, stars);
        }
    }
    Ok(progress)
}

/// Every child's stars by one-word name, for the teacher's page.
pub fn read_all(path: &Path) -> rusqlite::Result<HashMap<String, ChapterProgress>> {
    let db = open_read_only(path)?;
    let mut statement =
        db.prepare("SELECT pupil, chapter, stage, stars FROM chapter_stage_stars")?;
    let rows = statement.query_map([], |row| {
        Ok((
            row.get::<_, String>(0)?,
            row.get::<_, String>(1)?,
            row.get::<_, u32>(2)?,
            row.get::<_, u8>(3)?,
        ))
    })?;
    let mut all: HashMap<String, ChapterProgress> = HashMap::new();
    for (name, chapter, stage, stars) in rows.flatten() {
        if let Some(index) = usize::try_from(stage).ok().and_then(|s| s.checked_sub(1)) {
            all.entry(name).or_default().record(&chapter, index, stars);
        }
    }
    Ok(all)
}

/// The stars `whose` child has kept, read on a thread of its own; none for nobody, or when
/// the database cannot be read (said in the log).
pub async fn kept(path: PathBuf, whose: &Whose) -> ChapterProgress {
    let Whose::Child { name, .. } = whose else {
        return ChapterProgress::new();
    };
    let name = name.clone();
    match tokio::task::spawn_blocking(move || read(&path, &name)).await {
        Ok(Ok(progress)) => progress,
        Ok(Err(error)) => {
            log::warn!("the chapters' stars cannot be read: {error}");
            ChapterProgress::new()
        }
        Err(_) => ChapterProgress::new(),
    }
}

/// `stars` for stage `index` (from 0) of chapter `key`, kept for `whose` child before anyone
/// hears of it; nothing is written for nobody.
pub async fn keep(
    hub: &Hub,
    whose: &Whose,
    game: GameKind,
    key: &str,
    index: usize,
    stars: u8,
) -> Result<(), Refusal> {
    let Whose::Child { name, pupil } = whose else {
        return Ok(());
    };
    hub.keep(Change::Roster(Write::StageStars {
        name: name.clone(),
        pupil: *pupil,
        game: game.id().to_string(),
        chapter: key.to_string(),
        stage: count_u32(index + 1),
        stars: u32::from(stars),
        at: now_ms(),
    }))
    .await
}

/// `chapter <key> <stage> <stars>` from a child's own machine: counted if the chapter has
/// that stage, then answered.
pub async fn reported(
    hub: &Hub,
    peer: &Peer,
    whose: &Whose,
    done: ChapterDone,
) -> Result<(), Refusal> {
    let chapter =
        find_chapter(&done.key).ok_or_else(|| Refusal::NoSuchChapter(done.key.clone()))?;
    let count = chapter.stages.len();
    let index = usize::try_from(done.stage)
        .ok()
        .filter(|stage| (1..=count).contains(stage))
        .map(|stage| stage - 1)
        .ok_or_else(|| Refusal::Stage {
            min: 1,
            max: u64::try_from(count).unwrap_or(u64::MAX),
            text: done.stage.to_string(),
        })?;
    keep(hub, whose, chapter.game, chapter.key, index, done.stars).await?;
    hub.chapter_desk().session(peer, |session| {
        earn(session, chapter.key, index, done.stars)
    });
    peer.send(Answer::Chapter);
    Ok(())
}

/// Records `stars` for stage `index` of chapter `key` in the connection's own stars.
pub(super) fn earn(session: &mut super::Session, key: &'static str, index: usize, stars: u8) {
    let list = session.earned.entry(key).or_default();
    if list.len() <= index {
        list.resize(index + 1, 0);
    }
    list[index] = list[index].max(stars);
}
