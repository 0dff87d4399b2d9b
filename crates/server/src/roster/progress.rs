//! A child's progress, game by game, read from what the server already keeps under the
//! child's one-word name (results, lessons, puzzle records) and from the chapters' stars:
//! nothing is counted twice, and a rename or a deletion moves or removes it all at once.

use std::path::Path;

use oware_puzzles::PuzzleRecord;
use oware_rules::GameKind;
use rusqlite::{params, Connection};

use crate::results::open_read_only;

/// One game's progress of one child.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameProgress {
    /// The highest level of Tux beaten (0 for none), and when (ms since the epoch).
    pub tux: u8,
    pub tux_at: Option<u64>,
    /// Games finished, and won.
    pub games: u32,
    pub wins: u32,
    /// The lessons done, by number, and how many the game has.
    pub lessons: Vec<u32>,
    pub lessons_all: u32,
    /// The puzzles: rating, solved, tried, best streak, solved/tried by theme.
    pub rating: u32,
    pub solved: u32,
    pub tried: u32,
    pub streak: u32,
    pub themes: Vec<(String, u32, u32)>,
    /// The strategy chapters' stars, and when the last was won.
    pub stars: u32,
    /// The last thing done in this game.
    pub last_at: Option<u64>,
}

fn at(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

/// Each game's progress, in the order of [`GameKind::ALL`].
pub type Games = Vec<(GameKind, GameProgress)>;

/// The progress of `kind` among `games`.
pub fn game_of(games: &Games, kind: GameKind) -> Option<&GameProgress> {
    games
        .iter()
        .find(|(each, _)| *each == kind)
        .map(|(_, progress)| progress)
}

fn slot<'a>(games: &'a mut Games, id: &str) -> Option<&'a mut GameProgress> {
    let kind = GameKind::from_id(id)?;
    games
        .iter_mut()
        .find(|(each, _)| *each == kind)
        .map(|(_, progress)| progress)
}

/// Every game's progress of the child `wire` (number `pupil`), on an open connection.
pub fn of_child(db: &Connection, wire: &str, pupil: u32) -> rusqlite::Result<Games> {
    let mut games: Games = GameKind::ALL
        .iter()
        .map(|kind| {
            let all = u32::try_from(oware_lessons::lessons(*kind).len()).unwrap_or(u32::MAX);
            (
                *kind,
                GameProgress {
                    lessons_all: all,
                    ..GameProgress::default()
                },
            )
        })
        .collect();
    let touch = |progress: &mut GameProgress, when: u64| {
        progress.last_at = Some(progress.last_at.map_or(when, |last| last.max(when)));
    };
    {
        let mut statement = db.prepare_cached(
            "SELECT game, opponent, level, winner, south = ?1, at FROM results
             WHERE south = ?1 OR (north = ?1 AND opponent = 'classmate')",
        )?;
        let rows = statement.query_map([wire], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, u8>(2)?,
                row.get::<_, String>(3)?,
                row.get::<_, bool>(4)?,
                row.get::<_, i64>(5)?,
            ))
        })?;
        for (game, opponent, level, winner, south, when) in rows.flatten() {
            let Some(progress) = slot(&mut games, &game) else {
                continue;
            };
            let won = (south && winner == "south") || (!south && winner == "north");
            progress.games += 1;
            progress.wins += u32::from(won);
            if won && opponent == "tux" {
                // The highest level beaten, and the first time it was.
                if level > progress.tux {
                    progress.tux = level;
                    progress.tux_at = Some(at(when));
                } else if level == progress.tux {
                    progress.tux_at = progress.tux_at.map(|first| first.min(at(when)));
                }
            }
            touch(progress, at(when));
        }
    }
    {
        let mut statement =
            db.prepare_cached("SELECT game, lesson, at FROM lessons WHERE name = ?1")?;
        let rows = statement.query_map([wire], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, u32>(1)?,
                row.get::<_, i64>(2)?,
            ))
        })?;
        for (game, lesson, when) in rows.flatten() {
            if let Some(progress) = slot(&mut games, &game) {
                progress.lessons.push(lesson);
                touch(progress, at(when));
            }
        }
    }
    {
        let mut statement =
            db.prepare_cached("SELECT game, record, at FROM puzzle_records WHERE name = ?1")?;
        let rows = statement.query_map([wire], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, i64>(2)?,
            ))
        })?;
        for (game, text, when) in rows.flatten() {
            let (Some(progress), Ok(record)) =
                (slot(&mut games, &game), PuzzleRecord::from_text(&text))
            else {
                continue;
            };
            puzzles_into(progress, &record);
            touch(progress, at(when));
        }
    }
    {
        let mut statement = db.prepare_cached(
            "SELECT game, SUM(stars), MAX(at) FROM chapter_stars WHERE pupil = ?1 GROUP BY game",
        )?;
        let rows = statement.query_map([pupil], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, u32>(1)?,
                row.get::<_, i64>(2)?,
            ))
        })?;
        for (game, stars, when) in rows.flatten() {
            if let Some(progress) = slot(&mut games, &game) {
                progress.stars = stars;
                touch(progress, at(when));
            }
        }
    }
    for (_, progress) in &mut games {
        progress.lessons.sort_unstable();
        progress.lessons.dedup();
    }
    Ok(games)
}

/// Every child's progress at once (the class page, the CSV): the same numbers as
/// [`of_child`] for each, from one pass over each table instead of one a child.
pub fn of_class(db: &Connection, pupils: &[(String, u32)]) -> rusqlite::Result<Vec<Games>> {
    let empty = || -> Games {
        GameKind::ALL
            .iter()
            .map(|kind| {
                let all = u32::try_from(oware_lessons::lessons(*kind).len()).unwrap_or(u32::MAX);
                (
                    *kind,
                    GameProgress {
                        lessons_all: all,
                        ..GameProgress::default()
                    },
                )
            })
            .collect()
    };
    let mut class: Vec<Games> = pupils.iter().map(|_| empty()).collect();
    let by_wire: std::collections::HashMap<&str, usize> = pupils
        .iter()
        .enumerate()
        .map(|(index, (wire, _))| (wire.as_str(), index))
        .collect();
    let by_pupil: std::collections::HashMap<u32, usize> = pupils
        .iter()
        .enumerate()
        .map(|(index, (_, pupil))| (*pupil, index))
        .collect();
    let touch = |progress: &mut GameProgress, when: u64| {
        progress.last_at = Some(progress.last_at.map_or(when, |last| last.max(when)));
    };
    {
        // Each game once for each child in it: South's, and North's when North was a child.
        let mut statement = db.prepare_cached(
            "SELECT name, game, COUNT(*), SUM(won), MAX(at) FROM (
                 SELECT south AS name, game, winner = 'south' AS won, at FROM results
                 UNION ALL
                 SELECT north, game, winner = 'north', at FROM results WHERE opponent = 'classmate'
             ) GROUP BY name, game",
        )?;
        let rows = statement.query_map([], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, u32>(2)?,
                row.get::<_, u32>(3)?,
                row.get::<_, i64>(4)?,
            ))
        })?;
        for (name, game, games, wins, when) in rows.flatten() {
            let Some(index) = by_wire.get(name.as_str()) else {
                continue;
            };
            if let Some(progress) = slot(&mut class[*index], &game) {
                progress.games = games;
                progress.wins = wins;
                touch(progress, at(when));
            }
        }
    }
    {
        // The highest level beaten, and the first time it was.
        let mut statement = db.prepare_cached(
            "SELECT south, game, level, MIN(at) FROM results
             WHERE opponent = 'tux' AND winner = 'south' GROUP BY south, game, level",
        )?;
        let rows = statement.query_map([], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, u8>(2)?,
                row.get::<_, i64>(3)?,
            ))
        })?;
        for (name, game, level, when) in rows.flatten() {
            let Some(index) = by_wire.get(name.as_str()) else {
                continue;
            };
            if let Some(progress) = slot(&mut class[*index], &game) {
                if level > progress.tux {
                    progress.tux = level;
                    progress.tux_at = Some(at(when));
                }
            }
        }
    }
    {
        let mut statement = db.prepare_cached("SELECT name, game, lesson, at FROM lessons")?;
        let rows = statement.query_map([], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, u32>(2)?,
                row.get::<_, i64>(3)?,
            ))
        })?;
        for (name, game, lesson, when) in rows.flatten() {
            let Some(index) = by_wire.get(name.as_str()) else {
                continue;
            };
            if let Some(progress) = slot(&mut class[*index], &game) {
                progress.lessons.push(lesson);
                touch(progress, at(when));
            }
        }
    }
    {
        let mut statement =
            db.prepare_cached("SELECT name, game, record, at FROM puzzle_records")?;
        let rows = statement.query_map([], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, String>(2)?,
                row.get::<_, i64>(3)?,
            ))
        })?;
        for (name, game, text, when) in rows.flatten() {
            let Some(index) = by_wire.get(name.as_str()) else {
                continue;
            };
            let (Some(progress), Ok(record)) = (
                slot(&mut class[*index], &game),
                PuzzleRecord::from_text(&text),
            ) else {
                continue;
            };
            puzzles_into(progress, &record);
            touch(progress, at(when));
        }
    }
    {
        let mut statement = db.prepare_cached(
            "SELECT pupil, game, SUM(stars), MAX(at) FROM chapter_stars GROUP BY pupil, game",
        )?;
        let rows = statement.query_map([], |row| {
            Ok((
                row.get::<_, u32>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, u32>(2)?,
                row.get::<_, i64>(3)?,
            ))
        })?;
        for (pupil, game, stars, when) in rows.flatten() {
            let Some(index) = by_pupil.get(&pupil) else {
                continue;
            };
            if let Some(progress) = slot(&mut class[*index], &game) {
                progress.stars = stars;
                touch(progress, at(when));
            }
        }
    }
    for games in &mut class {
        for (_, progress) in games.iter_mut() {
            progress.lessons.sort_unstable();
            progress.lessons.dedup();
        }
    }
    Ok(class)
}

/// A puzzle record's numbers.
fn puzzles_into(progress: &mut GameProgress, record: &PuzzleRecord) {
    progress.rating = record.rating.rating.round().clamp(0.0, 10_000.0) as u32;
    progress.solved = record.solved;
    progress.tried = record.tried;
    progress.streak = record.best_streak;
    progress.themes = record
        .by_theme
        .iter()
        .map(|(theme, (solved, tried))| (theme.id().to_string(), *solved, *tried))
        .collect();
}

/// [`of_child`] on a read-only connection of its own.
pub fn read(path: &Path, wire: &str, pupil: u32) -> rusqlite::Result<Games> {
    of_child(&open_read_only(path)?, wire, pupil)
}

/// The stages of one chapter the child (by one-word name) has met, for an assignment.
pub fn chapter_stages_met(db: &Connection, wire: &str, chapter: &str) -> rusqlite::Result<u32> {
    db.query_row(
        "SELECT COUNT(*) FROM chapter_stage_stars WHERE pupil = ?1 AND chapter = ?2 AND stars > 0",
        params![wire, chapter],
        |row| row.get(0),
    )
}

/// The lessons numbered `from` to `to` done (last done) at or after `since`, for an
/// assignment.
pub fn lessons_since(
    db: &Connection,
    wire: &str,
    game: &str,
    (from, to): (u32, u32),
    since: u64,
) -> rusqlite::Result<u32> {
    let since = i64::try_from(since).unwrap_or(i64::MAX);
    db.query_row(
        "SELECT COUNT(DISTINCT lesson) FROM lessons
         WHERE name = ?1 AND game = ?2 AND lesson BETWEEN ?3 AND ?4 AND at >= ?5",
        params![wire, game, from, to, since],
        |row| row.get(0),
    )
}

/// The puzzles solved at or after `since`, of `theme` if one is given, for an assignment.
pub fn puzzles_since(
    db: &Connection,
    wire: &str,
    game: &str,
    theme: Option<&str>,
    since: u64,
) -> rusqlite::Result<u32> {
    let since = i64::try_from(since).unwrap_or(i64::MAX);
    // The themes are words of the protocol's own (letters, digits, `-`): one between spaces
    // is found whole, never as a part of another.
    db.query_row(
        "SELECT COUNT(*) FROM puzzle_solves WHERE name = ?1 AND game = ?2 AND at >= ?3
         AND (?4 IS NULL OR instr(' ' || themes || ' ', ' ' || ?4 || ' ') > 0)",
        params![wire, game, since, theme],
        |row| row.get(0),
    )
}

/// Games won against Tux at `level` or above, and games finished against a classmate, since
/// `since`, for an assignment.
pub fn games_since(
    db: &Connection,
    wire: &str,
    game: &str,
    since: u64,
) -> rusqlite::Result<(u8, u32)> {
    let since = i64::try_from(since).unwrap_or(i64::MAX);
    let best_tux: Option<u8> = db.query_row(
        "SELECT MAX(level) FROM results WHERE game = ?2 AND at >= ?3 AND opponent = 'tux'
         AND south = ?1 AND winner = 'south'",
        params![wire, game, since],
        |row| row.get(0),
    )?;
    let classmates: u32 = db.query_row(
        "SELECT COUNT(*) FROM results WHERE game = ?2 AND at >= ?3 AND opponent = 'classmate'
         AND (south = ?1 OR north = ?1)",
        params![wire, game, since],
        |row| row.get(0),
    )?;
    Ok((best_tux.unwrap_or(0), classmates))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn db() -> Connection {
        let db = Connection::open_in_memory().expect("memory");
        db.execute_batch(crate::results::SCHEMA).expect("results");
        db.execute_batch(crate::puzzles::stored::SCHEMA)
            .expect("puzzles");
        db.execute_batch(super::super::schema::SCHEMA)
            .expect("roster");
        db
    }

    /// A finished game: (time, game, South, North, opponent, Tux's level, winner).
    type Row<'a> = (i64, &'a str, &'a str, &'a str, &'a str, u8, &'a str);

    fn game(db: &Connection, (at, game, south, north, opponent, level, winner): Row<'_>) {
        db.execute(
            "INSERT INTO results (at, code, game, seeds, south, north, opponent, level, winner,
                                  south_score, north_score, reason, moves)
             VALUES (?1, 'ABC234', ?2, 4, ?3, ?4, ?5, ?6, ?7, 25, 23, 'score', 40)",
            rusqlite::params![at, game, south, north, opponent, level, winner],
        )
        .expect("a game");
    }

    #[test]
    fn the_class_at_once_counts_exactly_what_each_child_s_page_counts() {
        let db = db();
        game(&db, (5, "oware", "Ama", "Tux", "tux", 3, "south"));
        game(&db, (2, "oware", "Ama", "Tux", "tux", 3, "south"));
        game(&db, (9, "oware", "Ama", "Tux", "tux", 4, "north"));
        game(&db, (7, "kalah", "Kofi", "Ama", "classmate", 0, "north"));
        game(&db, (8, "kalah", "Ama", "Ama", "here", 0, "draw"));
        game(&db, (3, "oware", "Guest", "Tux", "tux", 6, "south"));
        // A child named like Tux is not given Tux's games.
        game(&db, (4, "oware", "Ama", "Tux", "tux", 1, "north"));
        db.execute_batch(
            "INSERT INTO class_groups VALUES (1, 'Blue');
             INSERT INTO pupils VALUES (1, 'Ama', 'Ama', 1, 's', 'h', 0),
                                       (2, 'Kofi', 'Kofi', 1, 's', 'h', 0),
                                       (3, 'Tux', 'Tux', 1, 's', 'h', 0);
             INSERT INTO lessons VALUES ('Ama', 'oware', 2, 11), ('Ama', 'oware', 1, 10),
                                        ('Kofi', 'togyz', 1, 12);
             INSERT INTO chapter_stars VALUES (1, 'oware', 'big-houses', 2, 13),
                                              (1, 'oware', 'tempo', 3, 14);",
        )
        .expect("lessons and stars");
        let mut record = PuzzleRecord::new(GameKind::Kalah);
        record.tried = 9;
        record.solved = 4;
        db.execute(
            "INSERT INTO puzzle_records VALUES ('Kofi', 'kalah', ?1, 15)",
            [record.to_text()],
        )
        .expect("a record");
        let pupils = [
            ("Ama".to_string(), 1),
            ("Kofi".to_string(), 2),
            ("Tux".to_string(), 3),
        ];
        let class = of_class(&db, &pupils).expect("class");
        for ((wire, pupil), games) in pupils.iter().zip(&class) {
            assert_eq!(
                games,
                &of_child(&db, wire, *pupil).expect("child"),
                "{wire}"
            );
        }
        let ama = game_of(&class[0], GameKind::Oware).expect("oware");
        assert_eq!(
            (ama.tux, ama.tux_at, ama.games, ama.wins),
            (3, Some(2), 4, 2)
        );
        assert_eq!(
            (ama.lessons.clone(), ama.stars, ama.last_at),
            (vec![1, 2], 5, Some(14))
        );
        let kalah = game_of(&class[0], GameKind::Kalah).expect("kalah");
        assert_eq!(
            (kalah.games, kalah.wins),
            (2, 1),
            "the classmate's game and the one at one machine"
        );
        let kofi = game_of(&class[1], GameKind::Kalah).expect("kalah");
        assert_eq!(
            (kofi.games, kofi.wins, kofi.solved, kofi.tried),
            (1, 0, 4, 9)
        );
        assert!(
            class[2]
                .iter()
                .all(|(_, progress)| progress.last_at.is_none()),
            "Tux's name"
        );
    }
}
