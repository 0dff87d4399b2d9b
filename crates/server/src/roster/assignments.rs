//! The work the teacher gives: to the class, a group or a child; lessons, puzzles, a
//! strategy chapter, a win against Tux or a game against a classmate, in one game. Whether a
//! child has done it is read from what the server keeps (results, lessons, puzzle records,
//! chapters' stars), so it is live and needs no bookkeeping of its own. Lessons, puzzles
//! and games count only when done at or after the assignment was given: work from before
//! is not the work given.

use oware_protocol::{AssignmentShown, Task};
use oware_rules::GameKind;
use rusqlite::Connection;

use super::progress::{
    chapter_stages_met, games_since, lessons_since, puzzles_since, GameProgress,
};
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
    /// When it was given (ms since the epoch): lessons, puzzles and games count from then.
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
                // A child who never did one of them did none since: no need to ask.
                let ever = progress
                    .lessons
                    .iter()
                    .any(|lesson| (*from..=*to).contains(lesson));
                let done = if ever {
                    lessons_since(db, &pupil.wire, game, (*from, *to), self.at)?
                } else {
                    0
                };
                (done, to - from + 1)
            }
            Task::Puzzles { count, theme } => {
                let ever = match theme {
                    None => progress.solved,
                    Some(theme) => progress
                        .themes
                        .iter()
                        .find(|(id, _, _)| id == theme)
                        .map_or(0, |(_, solved, _)| *solved),
                };
                let solved = if ever > 0 {
                    puzzles_since(db, &pupil.wire, game, theme.as_deref(), self.at)?
                } else {
                    0
                };
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

#[cfg(test)]
mod tests {
    use super::*;

    fn db() -> Connection {
        super::super::schema::in_memory()
    }

    fn ama() -> Pupil {
        Pupil {
            id: 1,
            name: "Ama".into(),
            wire: "Ama".into(),
            group: 1,
            salt: String::new(),
            hash: String::new(),
        }
    }

    fn given(task: &str, at: u64) -> Assignment {
        let words: Vec<&str> = task.split(' ').collect();
        Assignment {
            id: 1,
            game: GameKind::Oware,
            task: Task::from_words(words[0], &words[1..]).expect(task),
            for_kind: For::Class,
            for_id: 0,
            at,
        }
    }

    /// Progress and target of `task` given at `at`, for Ama.
    fn state(db: &Connection, progress: &GameProgress, task: &str, at: u64) -> (u32, u32) {
        let shown = given(task, at)
            .state_for(db, &ama(), progress)
            .expect("read");
        (shown.progress, shown.target)
    }

    #[test]
    fn lessons_count_only_when_done_since_the_assignment_was_given() {
        let db = db();
        // Lesson 1 before the assignment (at 10), lesson 2 after it, lesson 5 after it but
        // outside the range, and Kofi's lesson 3 after it.
        db.execute_batch(
            "INSERT INTO lessons VALUES ('Ama', 'oware', 1, 5), ('Ama', 'oware', 2, 15),
                                        ('Ama', 'oware', 5, 16), ('Kofi', 'oware', 3, 17),
                                        ('Ama', 'kalah', 3, 18);",
        )
        .expect("lessons");
        let progress = GameProgress {
            lessons: vec![1, 2, 5],
            ..GameProgress::default()
        };
        assert_eq!(state(&db, &progress, "lessons 1 3", 10), (1, 3));
        // The same lessons given before any of them was done: both count (positive control).
        assert_eq!(state(&db, &progress, "lessons 1 3", 0), (2, 3));
        // Done again after the assignment, lesson 1 counts.
        db.execute(
            "UPDATE lessons SET at = 20 WHERE name = 'Ama' AND lesson = 1",
            [],
        )
        .expect("again");
        assert_eq!(state(&db, &progress, "lessons 1 3", 10), (2, 3));
        // An assignment exactly when the lesson was done counts it.
        assert_eq!(state(&db, &progress, "lessons 2 2", 15), (1, 1));
        assert_eq!(state(&db, &progress, "lessons 2 2", 16), (0, 1));
    }

    #[test]
    fn puzzles_count_only_when_solved_since_the_assignment_was_given() {
        let db = db();
        db.execute_batch(
            "INSERT INTO puzzle_solves VALUES ('Ama', 'oware', 'captures defence', 5),
                                              ('Ama', 'oware', 'captures', 15),
                                              ('Ama', 'oware', 'big-house', 16),
                                              ('Ama', 'oware', 'defence captures', 17),
                                              ('Ama', 'kalah', 'captures', 18),
                                              ('Kofi', 'oware', 'captures', 19);",
        )
        .expect("solves");
        let progress = GameProgress {
            solved: 4,
            themes: vec![
                ("captures".into(), 3, 3),
                ("defence".into(), 2, 2),
                ("big-house".into(), 1, 1),
            ],
            ..GameProgress::default()
        };
        assert_eq!(state(&db, &progress, "puzzles 10", 10), (3, 10));
        assert_eq!(state(&db, &progress, "puzzles 10 captures", 10), (2, 10));
        assert_eq!(state(&db, &progress, "puzzles 10 defence", 10), (1, 10));
        // Given before them all: every one of Ama's in Oware counts (positive control).
        assert_eq!(state(&db, &progress, "puzzles 10", 0), (4, 10));
        assert_eq!(state(&db, &progress, "puzzles 10 captures", 0), (3, 10));
        // A theme is found whole: "big" is not "big-house".
        assert_eq!(state(&db, &progress, "puzzles 10 big", 0), (0, 10));
        assert_eq!(state(&db, &progress, "puzzles 10 big-house", 0), (1, 10));
        // No more than the count asked for.
        assert_eq!(state(&db, &progress, "puzzles 2", 0), (2, 2));
    }
}
