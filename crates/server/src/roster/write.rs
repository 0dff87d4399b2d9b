//! The roster's changes as SQL, written by the database's thread inside the change's own
//! savepoint ([`crate::store::Change::Roster`]): an import of thirty children is one change,
//! so it is kept whole or not at all.

use rusqlite::{params, Connection};

/// A child as written: the code already hashed.
#[derive(Clone, Debug)]
pub struct PupilRow {
    pub id: u32,
    pub name: String,
    /// The one-word name the rooms, results and puzzles know the child by.
    pub wire: String,
    pub group: u32,
    pub salt: String,
    pub hash: String,
    pub at: u64,
}

/// One change to the roster.
#[derive(Clone, Debug)]
pub enum Write {
    /// New groups and children, all or none (a typed child is an import of one).
    Import {
        groups: Vec<(u32, String)>,
        pupils: Vec<PupilRow>,
    },
    RenameGroup {
        id: u32,
        name: String,
    },
    /// An empty group goes.
    DeleteGroup {
        id: u32,
    },
    /// A child's name; the rows kept under the old one-word name follow it.
    Rename {
        id: u32,
        name: String,
        old_wire: String,
        wire: String,
    },
    Move {
        id: u32,
        group: u32,
    },
    /// The child goes, with their sessions, results, lessons, puzzle records and stars.
    Delete {
        id: u32,
        wire: String,
    },
    /// A new picture code; the child's sessions end.
    Code {
        id: u32,
        salt: String,
        hash: String,
    },
    SessionStart {
        hash: String,
        pupil: u32,
        at: u64,
    },
    SessionEnd {
        hash: String,
    },
    /// "Sign everyone out".
    SessionsEndAll,
    TeacherSessionStart {
        hash: String,
        csrf: String,
        since: u64,
    },
    TeacherSessionEnd {
        hash: String,
    },
    Setting {
        key: String,
        value: String,
    },
    Assign {
        id: u32,
        game: String,
        task: String,
        for_kind: String,
        for_id: u32,
        at: u64,
    },
    Unassign {
        id: u32,
    },
    /// A strategy chapter's stars, the best kept: the sum of its stages' stars.
    Stars {
        pupil: u32,
        game: String,
        chapter: String,
        stars: u32,
        at: u64,
    },
    /// A chapter's stage met by the child `name` (one-word): its best stars kept, and for a
    /// child of the roster the chapter's new sum written with [`Write::Stars`], in the same
    /// change.
    StageStars {
        name: String,
        pupil: Option<u32>,
        game: String,
        chapter: String,
        /// From 1.
        stage: u32,
        stars: u32,
        at: u64,
    },
}

fn millis(at: u64) -> i64 {
    i64::try_from(at).unwrap_or(i64::MAX)
}

/// Writes one change.
pub fn apply(db: &Connection, write: &Write) -> rusqlite::Result<()> {
    match write {
        Write::Import { groups, pupils } => {
            for (id, name) in groups {
                db.execute(
                    "INSERT INTO class_groups (id, name) VALUES (?1, ?2)",
                    params![id, name],
                )?;
            }
            for pupil in pupils {
                db.execute(
                    "INSERT INTO pupils (id, name, wire, group_id, salt, code_hash, added_at)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                    params![
                        pupil.id,
                        pupil.name,
                        pupil.wire,
                        pupil.group,
                        pupil.salt,
                        pupil.hash,
                        millis(pupil.at)
                    ],
                )?;
            }
            Ok(())
        }
        Write::RenameGroup { id, name } => one(db.execute(
            "UPDATE class_groups SET name = ?2 WHERE id = ?1",
            params![id, name],
        )),
        Write::DeleteGroup { id } => one(db.execute(
            "DELETE FROM class_groups WHERE id = ?1
             AND NOT EXISTS (SELECT 1 FROM pupils WHERE group_id = ?1)",
            params![id],
        )),
        Write::Rename {
            id,
            name,
            old_wire,
            wire,
        } => {
            one(db.execute(
                "UPDATE pupils SET name = ?2, wire = ?3 WHERE id = ?1",
                params![id, name, wire],
            ))?;
            db.execute(
                "UPDATE results SET south = ?2 WHERE south = ?1",
                params![old_wire, wire],
            )?;
            db.execute(
                "UPDATE results SET north = ?2 WHERE north = ?1 AND opponent = 'classmate'",
                params![old_wire, wire],
            )?;
            db.execute(
                "UPDATE lessons SET name = ?2 WHERE name = ?1",
                params![old_wire, wire],
            )?;
            db.execute(
                "UPDATE puzzle_records SET name = ?2 WHERE name = ?1",
                params![old_wire, wire],
            )?;
            db.execute(
                "UPDATE chapter_stage_stars SET pupil = ?2 WHERE pupil = ?1",
                params![old_wire, wire],
            )?;
            db.execute(
                "UPDATE puzzle_solves SET name = ?2 WHERE name = ?1",
                params![old_wire, wire],
            )?;
            Ok(())
        }
        Write::Move { id, group } => one(db.execute(
            "UPDATE pupils SET group_id = ?2 WHERE id = ?1",
            params![id, group],
        )),
        Write::Delete { id, wire } => {
            db.execute("DELETE FROM child_sessions WHERE pupil = ?1", [id])?;
            db.execute("DELETE FROM chapter_stars WHERE pupil = ?1", [id])?;
            db.execute(
                "DELETE FROM assignments WHERE for_kind = 'child' AND for_id = ?1",
                [id],
            )?;
            db.execute(
                "DELETE FROM results WHERE south = ?1 OR (north = ?1 AND opponent = 'classmate')",
                [wire],
            )?;
            db.execute("DELETE FROM lessons WHERE name = ?1", [wire])?;
            db.execute("DELETE FROM puzzle_records WHERE name = ?1", [wire])?;
            db.execute("DELETE FROM chapter_stage_stars WHERE pupil = ?1", [wire])?;
            db.execute("DELETE FROM puzzle_solves WHERE name = ?1", [wire])?;
            one(db.execute("DELETE FROM pupils WHERE id = ?1", [id]))
        }
        Write::Code { id, salt, hash } => {
            one(db.execute(
                "UPDATE pupils SET salt = ?2, code_hash = ?3 WHERE id = ?1",
                params![id, salt, hash],
            ))?;
            db.execute("DELETE FROM child_sessions WHERE pupil = ?1", [id])
                .map(|_| ())
        }
        Write::SessionStart { hash, pupil, at } => db
            .execute(
                "INSERT INTO child_sessions (token_hash, pupil, at) VALUES (?1, ?2, ?3)",
                params![hash, pupil, millis(*at)],
            )
            .map(|_| ()),
        Write::SessionEnd { hash } => db
            .execute("DELETE FROM child_sessions WHERE token_hash = ?1", [hash])
            .map(|_| ()),
        Write::SessionsEndAll => db.execute("DELETE FROM child_sessions", []).map(|_| ()),
        Write::TeacherSessionStart { hash, csrf, since } => db
            .execute(
                "INSERT OR REPLACE INTO teacher_sessions (id_hash, csrf, since)
                 VALUES (?1, ?2, ?3)",
                params![hash, csrf, millis(*since)],
            )
            .map(|_| ()),
        Write::TeacherSessionEnd { hash } => db
            .execute("DELETE FROM teacher_sessions WHERE id_hash = ?1", [hash])
            .map(|_| ()),
        Write::Setting { key, value } => db
            .execute(
                "INSERT INTO class_settings (key, value) VALUES (?1, ?2)
                 ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                params![key, value],
            )
            .map(|_| ()),
        Write::Assign {
            id,
            game,
            task,
            for_kind,
            for_id,
            at,
        } => db
            .execute(
                "INSERT INTO assignments (id, game, task, for_kind, for_id, at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![id, game, task, for_kind, for_id, millis(*at)],
            )
            .map(|_| ()),
        Write::Unassign { id } => one(db.execute("DELETE FROM assignments WHERE id = ?1", [id])),
        Write::Stars {
            pupil,
            game,
            chapter,
            stars,
            at,
        } => db
            .execute(
                "INSERT INTO chapter_stars (pupil, game, chapter, stars, at)
                 VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (pupil, game, chapter) DO UPDATE
                 SET stars = MAX(stars, excluded.stars), at = excluded.at",
                params![pupil, game, chapter, stars, millis(*at)],
            )
            .map(|_| ()),
        Write::StageStars {
            name,
            pupil,
            game,
            chapter,
            stage,
            stars,
            at,
        } => {
            db.execute(
                "INSERT INTO chapter_stage_stars (pupil, chapter, stage, stars, at)
                 VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (pupil, chapter, stage) DO UPDATE
                 SET stars = MAX(stars, excluded.stars), at = excluded.at",
                params![name, chapter, stage, stars, millis(*at)],
            )?;
            let Some(pupil) = pupil else {
                return Ok(());
            };
            let sum: u32 = db.query_row(
                "SELECT COALESCE(SUM(stars), 0) FROM chapter_stage_stars
                 WHERE pupil = ?1 AND chapter = ?2",
                params![name, chapter],
                |row| row.get(0),
            )?;
            apply(
                db,
                &Write::Stars {
                    pupil: *pupil,
                    game: game.clone(),
                    chapter: chapter.clone(),
                    stars: sum,
                    at: *at,
                },
            )
        }
    }
}

/// A change meant for one row that found none is refused, so that nothing else of it stays.
fn one(changed: rusqlite::Result<usize>) -> rusqlite::Result<()> {
    match changed? {
        0 => Err(rusqlite::Error::QueryReturnedNoRows),
        _ => Ok(()),
    }
}
