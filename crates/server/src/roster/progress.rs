//! A child's progress, game by game, read from what the server already keeps under the
//! child's one-word name (results, lessons, puzzle records) and from the chapters' stars:
//! nothing is counted twice, and a rename or a deletion moves or removes it all at once.

use std::collections::HashMap;
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

impl GameProgress {
    /// Nothing done yet in `kind`.
    fn none_yet(kind: GameKind) -> GameProgress {
        GameProgress {
            lessons_all: u32::try_from(oware_lessons::lessons(kind).len()).unwrap_or(u32::MAX),
            ..GameProgress::default()
        }
    }

    /// Something was done in this game at `when`.
    fn touch(&mut self, when: i64) {
        let when = at(when);
        self.last_at = Some(self.last_at.map_or(when, |last| last.max(when)));
    }

    /// Tux beaten at `level` at `when`: the highest level beaten, and the first time it was.
    fn beat_tux(&mut self, level: u8, when: i64) {
        if level > self.tux {
            self.tux = level;
            self.tux_at = Some(at(when));
        } else if level == self.tux {
            self.tux_at = self.tux_at.map(|first| first.min(at(when)));
        }
    }

    fn lesson_done(&mut self, lesson: u32, when: i64) {
        self.lessons.push(lesson);
        self.touch(when);
    }

    /// The puzzles' record, as kept at `when`; a record that cannot be read counts nothing.
    fn puzzle_record(&mut self, text: &str, when: i64) {
        let Ok(record) = PuzzleRecord::from_text(text) else {
            return;
        };
        self.rating = record.rating.rating.round().clamp(0.0, 10_000.0) as u32;
        self.solved = record.solved;
        self.tried = record.tried;
        self.streak = record.best_streak;
        self.themes = record
            .by_theme
            .iter()
            .map(|(theme, (solved, tried))| (theme.id().to_string(), *solved, *tried))
            .collect();
        self.touch(when);
    }

    /// The chapters' stars of this game, the last won at `when`.
    fn chapter_stars(&mut self, stars: u32, when: i64) {
        self.stars = stars;
        self.touch(when);
    }
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

/// Every game, nothing done yet.
fn games_not_started() -> Games {
    GameKind::ALL
        .iter()
        .map(|&kind| (kind, GameProgress::none_yet(kind)))
        .collect()
}

fn slot<'a>(games: &'a mut Games, id: &str) -> Option<&'a mut GameProgress> {
    let kind = GameKind::from_id(id)?;
    games
        .iter_mut()
        .find(|(each, _)| *each == kind)
        .map(|(_, progress)| progress)
}

/// The lessons done, each once and in order.
fn sort_lessons(games: &mut Games) {
    for (_, progress) in games {
        progress.lessons.sort_unstable();
        progress.lessons.dedup();
    }
}

/// Every row of `sql`, each read as the tuple `T` of its columns in order; a row that cannot
/// be read so is passed over, so that one damaged row costs only itself.
fn rows<T, P>(db: &Connection, sql: &str, params: P) -> rusqlite::Result<Vec<T>>
where
    P: rusqlite::Params,
    T: for<'row> TryFrom<&'row rusqlite::Row<'row>, Error = rusqlite::Error>,
{
    let mut statement = db.prepare_cached(sql)?;
    let read = statement.query_map(params, |row| T::try_from(row))?;
    Ok(read.flatten().collect())
}

/// Every game's progress of the child `wire` (number `pupil`), on an open connection.
pub fn of_child(db: &Connection, wire: &str, pupil: u32) -> rusqlite::Result<Games> {
    let mut games = games_not_started();
    let results: Vec<(String, String, u8, String, bool, i64)> = rows(
        db,
        "SELECT game, opponent, level, winner, south = ?1, at FROM results
         WHERE south = ?1 OR (north = ?1 AND opponent = 'classmate')",
        [wire],
    )?;
    for (game, opponent, level, winner, south, when) in results {
        let Some(progress) = slot(&mut games, &game) else {
            continue;
        };
        let won = (south && winner == "south") || (!south && winner == "north");
        progress.games += 1;
        progress.wins += u32::from(won);
        if won && opponent == "tux" {
            progress.beat_tux(level, when);
        }
        progress.touch(when);
    }
    let lessons: Vec<(String, u32, i64)> = rows(
        db,
        "SELECT game, lesson, at FROM lessons WHERE name = ?1",
        [wire],
    )?;
    for (game, lesson, when) in lessons {
        if let Some(progress) = slot(&mut games, &game) {
            progress.lesson_done(lesson, when);
        }
    }
    let records: Vec<(String, String, i64)> = rows(
        db,
        "SELECT game, record, at FROM puzzle_records WHERE name = ?1",
        [wire],
    )?;
    for (game, record, when) in records {
        if let Some(progress) = slot(&mut games, &game) {
            progress.puzzle_record(&record, when);
        }
    }
    let stars: Vec<(String, u32, i64)> = rows(
        db,
        "SELECT game, SUM(stars), MAX(at) FROM chapter_stars WHERE pupil = ?1 GROUP BY game",
        [pupil],
    )?;
    for (game, stars, when) in stars {
        if let Some(progress) = slot(&mut games, &game) {
            progress.chapter_stars(stars, when);
        }
    }
    sort_lessons(&mut games);
    Ok(games)
}

/// The progress in `game` of the child at `index` in `class`, when both are known.
fn class_slot<'a>(
    class: &'a mut [Games],
    index: Option<&usize>,
    game: &str,
) -> Option<&'a mut GameProgress> {
    slot(class.get_mut(*index?)?, game)
}

/// Every child's progress at once (the class page, the CSV): the same numbers as
/// [`of_child`] for each, from one pass over each table instead of one a child.
pub fn of_class(db: &Connection, pupils: &[(String, u32)]) -> rusqlite::Result<Vec<Games>> {
    let mut class: Vec<Games> = pupils.iter().map(|_| games_not_started()).collect();
    let by_wire: HashMap<&str, usize> = pupils
        .iter()
        .enumerate()
        .map(|(index, (wire, _))| (wire.as_str(), index))
        .collect();
    let by_pupil: HashMap<u32, usize> = pupils
        .iter()
        .enumerate()
        .map(|(index, (_, pupil))| (*pupil, index))
        .collect();
    // Each game once for each child in it: South's, and North's when North was a child.
    let results: Vec<(String, String, u32, u32, i64)> = rows(
        db,
        "SELECT name, game, COUNT(*), SUM(won), MAX(at) FROM (
             SELECT south AS name, game, winner = 'south' AS won, at FROM results
             UNION ALL
             SELECT north, game, winner = 'north', at FROM results WHERE opponent = 'classmate'
         ) GROUP BY name, game",
        [],
    )?;
    for (name, game, games, wins, when) in results {
        if let Some(progress) = class_slot(&mut class, by_wire.get(name.as_str()), &game) {
            progress.games = games;
            progress.wins = wins;
            progress.touch(when);
        }
    }
    let beaten: Vec<(String, String, u8, i64)> = rows(
        db,
        "SELECT south, game, level, MIN(at) FROM results
         WHERE opponent = 'tux' AND winner = 'south' GROUP BY south, game, level",
        [],
    )?;
    for (name, game, level, when) in beaten {
        if let Some(progress) = class_slot(&mut class, by_wire.get(name.as_str()), &game) {
            progress.beat_tux(level, when);
        }
    }
    let lessons: Vec<(String, String, u32, i64)> =
        rows(db, "SELECT name, game, lesson, at FROM lessons", [])?;
    for (name, game, lesson, when) in lessons {
        if let Some(progress) = class_slot(&mut class, by_wire.get(name.as_str()), &game) {
            progress.lesson_done(lesson, when);
        }
    }
    let records: Vec<(String, String, String, i64)> =
        rows(db, "SELECT name, game, record, at FROM puzzle_records", [])?;
    for (name, game, record, when) in records {
        if let Some(progress) = class_slot(&mut class, by_wire.get(name.as_str()), &game) {
            progress.puzzle_record(&record, when);
        }
    }
    let stars: Vec<(u32, String, u32, i64)> = rows(
        db,
        "SELECT pupil, game, SUM(stars), MAX(at) FROM chapter_stars GROUP BY pupil, game",
        [],
    )?;
    for (pupil, game, stars, when) in stars {
        if let Some(progress) = class_slot(&mut class, by_pupil.get(&pupil), &game) {
            progress.chapter_stars(stars, when);
        }
    }
    for games in &mut class {
        sort_lessons(games);
    }
    Ok(class)
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
        super::super::schema::in_memory()
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
