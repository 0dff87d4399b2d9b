//! The work the teacher gives: to the class, a group or a child; lessons, puzzles, a
//! strategy chapter, a win against Tux or a game against a classmate, in one game. Whether a
//! child has done it is read from what the server keeps (results, lessons, puzzle records,
//! chapters' stars), so it is live and needs no bookkeeping of its own.

use oware_protocol::{AssignmentShown, Task};
use oware_rules::GameKind;
use rusqlite::Connection;

use super::progress::{chapter_stages_met, games_since, GameProgress};
use super::{Pupil, Write};

/// Who an assignment is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum For {
    Class,
    Group,
    Child,
}

impl For {
    pub fn word(self) -> &'static str {
        match self {
            For::Class => "class",
            For::Group => "group",
            For::Child => "child",
        }
    }

    pub fn from_word(word: &str) -> Option<For> {
        [For::Class, For::Group, For::Child]
            .into_iter()
            .find(|each| each.word() == word)
    }
}

/// One assignment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assignment {
    pub id: u32,
    pub game: GameKind,
    pub task: Task,
    pub for_kind: For,
    /// The group's or the child's number; 0 for the class.
    pub for_id: u32,
    /// When it was given: games count from then.
    pub at: u64,
}

impl Assignment {
    /// Whether it is for this child.
    pub fn is_for(&self, pupil: &Pupil) -> bool {
        match self.for_kind {
            For::Class => true,
            For::Group => self.for_id == pupil.group,
            For::Child => self.for_id == pupil.id,
        }
    }

    pub(super) fn write(&self) -> Write {
        Write::Assign {
            id: self.id,
            game: self.game.id().to_string(),
            task: self.task.to_string(),
            for_kind: self.for_kind.word().to_string(),
            for_id: self.for_id,
            at: self.at,
        }
    }

    /// How far `pupil` is: done, progress, target.
    pub fn state_for(
        &self,
        db: &Connection,
        pupil: &Pupil,
        progress: &GameProgress,
    ) -> rusqlite::Result<AssignmentShown> {
        let game = self.game.id();
        let (progress, target) = match &self.task {
            Task::Lessons { from, to } => {
                let done = progress
                    .lessons
                    .iter()
                    .filter(|lesson| (*from..=*to).contains(lesson))
                    .count();
                (u32::try_from(done).unwrap_or(u32::MAX), to - from + 1)
            }
            Task::Puzzles { count, theme: None } => (progress.solved.min(*count), *count),
            Task::Puzzles {
                count,
                theme: Some(theme),
            } => {
                let solved = progress
                    .themes
                    .iter()
                    .find(|(id, _, _)| id == theme)
                    .map_or(0, |(_, solved, _)| *solved);
                (solved.min(*count), *count)
            }
            Task::Chapter(key) => {
                // Done when every stage of the chapter is met, whatever its stars.
                let stages = oware_chapters::find_chapter(key).map_or(1, |c| c.stages.len());
                let stages = u32::try_from(stages).unwrap_or(u32::MAX);
                let met = chapter_stages_met(db, &pupil.wire, key)?;
                (met.min(stages), stages)
            }
            Task::BeatTux(level) => {
                let (best, _) = games_since(db, &pupil.wire, game, self.at)?;
                (u32::from(best >= *level), 1)
            }
            Task::Classmate => {
                let (_, games) = games_since(db, &pupil.wire, game, self.at)?;
                (games.min(1), 1)
            }
        };
        let done = progress >= target;
        Ok(AssignmentShown {
            id: self.id,
            game: self.game,
            task: self.task.clone(),
            done,
            progress,
            target,
        })
    }
}

/// The stored assignments; a row that cannot be read is left out.
pub(super) fn load(db: &Connection) -> rusqlite::Result<Vec<Assignment>> {
    let mut statement =
        db.prepare("SELECT id, game, task, for_kind, for_id, at FROM assignments")?;
    let rows = statement.query_map([], |row| {
        Ok((
            row.get::<_, u32>(0)?,
            row.get::<_, String>(1)?,
            row.get::<_, String>(2)?,
            row.get::<_, String>(3)?,
            row.get::<_, u32>(4)?,
            row.get::<_, i64>(5)?,
        ))
    })?;
    Ok(rows
        .flatten()
        .filter_map(|(id, game, task, for_kind, for_id, at)| {
            let words: Vec<&str> = task.split(' ').collect();
            let (kind, args) = words.split_first()?;
            Some(Assignment {
                id,
                game: GameKind::from_id(&game)?,
                task: Task::from_words(kind, args)?,
                for_kind: For::from_word(&for_kind)?,
                for_id,
                at: u64::try_from(at).unwrap_or(0),
            })
        })
        .collect())
}
