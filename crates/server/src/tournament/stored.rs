//! The tournament in the rooms' database, written by its thread like every change
//! ([`crate::store::Change`]) and read back at start: the game, the children in their
//! order (the pairings follow from it), and each begun round's rooms with their results.
//! A game's result is written in the same transaction as the result of its room, so a
//! tournament never misses a game its children saw finish.

use std::path::Path;

use oware_protocol::RoomCode;
use oware_rules::{shown, GameKind, Ruleset, Side};
use rusqlite::{params, Connection, OptionalExtension};

use super::pairing::Pair;
use super::{Game, Score, Tournament};
use crate::results::open_read_only;

pub const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS tournament (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    game       TEXT NOT NULL,
    seeds      INTEGER NOT NULL,
    started_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS tournament_players (
    seat INTEGER PRIMARY KEY,
    name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tournament_games (
    code        TEXT PRIMARY KEY,
    round       INTEGER NOT NULL,
    south       INTEGER NOT NULL,
    north       INTEGER NOT NULL,
    winner      TEXT,
    south_score INTEGER,
    north_score INTEGER
);
";

fn millis(at: u64) -> i64 {
    i64::try_from(at).unwrap_or(i64::MAX)
}

fn count(value: usize) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

/// A new tournament, in place of any before it.
pub fn start(db: &Connection, tournament: &Tournament) -> rusqlite::Result<()> {
    forget(db)?;
    db.execute(
        "INSERT INTO tournament (id, game, seeds, started_at) VALUES (1, ?1, ?2, ?3)",
        params![
            tournament.ruleset.kind().id(),
            tournament.ruleset.seeds_per_house(),
            millis(tournament.started_at)
        ],
    )?;
    for (seat, name) in tournament.players.iter().enumerate() {
        db.execute(
            "INSERT INTO tournament_players (seat, name) VALUES (?1, ?2)",
            params![count(seat), name],
        )?;
    }
    Ok(())
}

/// One game of a round that begins (its room is written beside it).
pub fn game(db: &Connection, game: &Game) -> rusqlite::Result<()> {
    db.execute(
        "INSERT INTO tournament_games (code, round, south, north) VALUES (?1, ?2, ?3, ?4)",
        params![
            game.code.as_str(),
            count(game.round),
            count(game.pair.south),
            count(game.pair.north)
        ],
    )
    .map(|_| ())
}

/// A game's end, if its room is a tournament game not finished yet.
pub fn score(db: &Connection, code: &str, score: Score) -> rusqlite::Result<()> {
    db.execute(
        "UPDATE tournament_games SET winner = ?2, south_score = ?3, north_score = ?4
         WHERE code = ?1 AND winner IS NULL",
        params![
            code,
            score.winner.map_or("draw", Side::name),
            score.scores[0],
            score.scores[1]
        ],
    )
    .map(|_| ())
}

/// The tournament goes (cancelled, or "Forget the class").
pub fn forget(db: &Connection) -> rusqlite::Result<()> {
    db.execute_batch(
        "DELETE FROM tournament_games; DELETE FROM tournament_players; DELETE FROM tournament;",
    )
}

/// The stored tournament, if there is one that reads; a damaged one is an error with the
/// reason, and the server starts without it.
pub fn read(path: &Path) -> Result<Option<Tournament>, String> {
    let db = open_read_only(path).map_err(|error| error.to_string())?;
    read_from(&db)
}

fn read_from(db: &Connection) -> Result<Option<Tournament>, String> {
    let sql = |error: rusqlite::Error| error.to_string();
    let head: Option<(String, i64, i64)> = db
        .query_row(
            "SELECT game, seeds, started_at FROM tournament WHERE id = 1",
            [],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
        )
        .optional()
        .map_err(sql)?;
    let Some((game, seeds, started_at)) = head else {
        return Ok(None);
    };
    let kind =
        GameKind::from_id(&game).ok_or_else(|| format!("unknown game '{}'", shown(&game)))?;
    let seeds = u64::try_from(seeds).map_err(|_| format!("{seeds} seeds"))?;
    let ruleset = Ruleset::new(kind, seeds).map_err(|error| error.to_string())?;
    let mut players = Vec::new();
    {
        let mut statement = db
            .prepare("SELECT name FROM tournament_players ORDER BY seat")
            .map_err(sql)?;
        let names = statement
            .query_map([], |row| row.get::<_, String>(0))
            .map_err(sql)?;
        for name in names {
            players.push(name.map_err(sql)?);
        }
    }
    let mut tournament = Tournament::new(ruleset, players, u64::try_from(started_at).unwrap_or(0));
    let mut statement = db
        .prepare(
            "SELECT code, round, south, north, winner, south_score, north_score
             FROM tournament_games ORDER BY round, code",
        )
        .map_err(sql)?;
    let mut rows = statement.query([]).map_err(sql)?;
    while let Some(row) = rows.next().map_err(sql)? {
        let code: String = row.get(0).map_err(sql)?;
        let code = RoomCode::parse(&code).map_err(|error| error.to_string())?;
        let index = |at: usize| -> Result<usize, String> {
            let value: i64 = row.get(at).map_err(sql)?;
            usize::try_from(value).map_err(|_| format!("{value} is not a place"))
        };
        let (round, south, north) = (index(1)?, index(2)?, index(3)?);
        let pair = Pair { south, north };
        // Only a game the pairings give is taken: a tampered row cannot seat anyone else.
        let scheduled = tournament
            .schedule
            .get(round)
            .is_some_and(|planned| planned.pairs.contains(&pair));
        if !scheduled {
            return Err(format!("room {code}: not a game of round {}", round + 1));
        }
        let winner: Option<String> = row.get(4).map_err(sql)?;
        let score = match winner {
            None => None,
            Some(winner) => Some(Score {
                winner: match winner.as_str() {
                    "draw" => None,
                    side => Some(
                        Side::from_name(side)
                            .ok_or_else(|| format!("'{}' is not a side", shown(side)))?,
                    ),
                },
                scores: [row.get(5).map_err(sql)?, row.get(6).map_err(sql)?],
            }),
        };
        tournament.games.push(Game {
            round,
            pair,
            code,
            score,
        });
    }
    Ok(Some(tournament))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tournament_reads_back_with_its_rounds_and_results() {
        let folder = tempfile::tempdir().expect("temp dir");
        let path = folder.path().join("rooms.sqlite3");
        let db = Connection::open(&path).expect("open");
        db.execute_batch(SCHEMA).expect("schema");
        assert_eq!(read(&path), Ok(None));
        let players = ["Ama", "Kofi", "Zoé"].map(String::from).to_vec();
        let mut tournament = Tournament::new(Ruleset::standard(GameKind::Congkak), players, 7);
        start(&db, &tournament).expect("start");
        let pair = tournament.schedule[0].pairs[0];
        let code = RoomCode::parse("ABC234").expect("code");
        let first = Game {
            round: 0,
            pair,
            code,
            score: None,
        };
        game(&db, &first).expect("game");
        tournament.games.push(first);
        assert_eq!(read(&path), Ok(Some(tournament.clone())));
        let won = Score {
            winner: Some(Side::North),
            scores: [20, 78],
        };
        score(&db, "ABC234", won).expect("score");
        // The first end counts; a second is not written over it.
        score(
            &db,
            "ABC234",
            Score {
                winner: None,
                scores: [0, 0],
            },
        )
        .expect("score");
        tournament.record(code, won);
        assert_eq!(read(&path), Ok(Some(tournament)));
        forget(&db).expect("forget");
        assert_eq!(read(&path), Ok(None));
    }

    #[test]
    fn a_game_the_pairings_do_not_give_is_refused() {
        let folder = tempfile::tempdir().expect("temp dir");
        let path = folder.path().join("rooms.sqlite3");
        let db = Connection::open(&path).expect("open");
        db.execute_batch(SCHEMA).expect("schema");
        let players = ["Ama", "Kofi"].map(String::from).to_vec();
        start(&db, &Tournament::new(Ruleset::OWARE, players, 7)).expect("start");
        db.execute(
            "INSERT INTO tournament_games (code, round, south, north) VALUES ('ABC234', 0, 0, 5)",
            [],
        )
        .expect("a tampered row");
        assert!(read(&path).is_err());
    }
}
