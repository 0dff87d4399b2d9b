//! A child's progress, game by game, read from what the server already keeps under the
//! child's one-word name (results, lessons, puzzle records) and from the chapters' stars:
//! nothing is counted twice, and a rename or a deletion moves or removes it all at once.

use std::path::Path;

use oware_puzzles::PuzzleRecord;
use oware_rules::GameKind;
use rusqlite::{params, Connection, OptionalExtension};

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
             WHERE south = ?1 OR north = ?1",
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
            if won && opponent == "tux" && level >= progress.tux {
                if level > progress.tux || progress.tux_at.is_none() {
                    progress.tux_at = Some(at(when));
                }
                progress.tux = level;
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
            progress.rating = record.rating.rating.round().clamp(0.0, 10_000.0) as u32;
            progress.solved = record.solved;
            progress.tried = record.tried;
            progress.streak = record.best_streak;
            progress.themes = record
                .by_theme
                .iter()
                .map(|(theme, (solved, tried))| (theme.id().to_string(), *solved, *tried))
                .collect();
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

/// [`of_child`] on a read-only connection of its own.
pub fn read(path: &Path, wire: &str, pupil: u32) -> rusqlite::Result<Games> {
    of_child(&open_read_only(path)?, wire, pupil)
}

/// The stars of one chapter, for an assignment.
pub fn chapter_stars(
    db: &Connection,
    pupil: u32,
    game: &str,
    chapter: &str,
) -> rusqlite::Result<u32> {
    db.query_row(
        "SELECT stars FROM chapter_stars WHERE pupil = ?1 AND game = ?2 AND chapter = ?3",
        params![pupil, game, chapter],
        |row| row.get(0),
    )
    .optional()
    .map(Option::unwrap_or_default)
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
