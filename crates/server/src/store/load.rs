//! The rooms read back at start: every row that makes a room, with its moves up to the first
//! that cannot be read, and what was left out and why.

use std::fmt;

use oware_protocol::{Opponent, Refusal, RoomCode, Token};
use oware_rules::{shown, GameKind, Ruleset, RulesetError, Side};
use rusqlite::Connection;

use crate::room::Seat;
/// A room as stored, for the server to replay at start.
#[derive(Clone, Debug)]
pub struct StoredRoom {
    /// The room's code.
    pub code: RoomCode,
    /// The game and its seeds.
    pub ruleset: Ruleset,
    /// South's seat and North's, if taken.
    pub seats: [Option<Seat>; 2],
    /// Who plays North.
    pub opponent: Opponent,
    /// Who began the room's game.
    pub first: Side,
    /// The moves as far as they could be read, in order.
    pub moves: Vec<String>,
    /// How many moves the database holds for the room, read or not.
    pub stored_moves: usize,
    /// When something last happened in the room, in milliseconds since the Unix epoch.
    pub active_at: u64,
}

/// A room's row, each column read as the type it is stored with.
struct RoomRow {
    code: String,
    game: String,
    seeds: i64,
    south_token: String,
    south_name: String,
    south_left: bool,
    north_token: Option<String>,
    north_name: Option<String>,
    north_left: bool,
    active_at: i64,
    opponent: String,
    level: i64,
    first: String,
}

impl RoomRow {
    const COLUMNS: &str = "code, game, seeds, south_token, south_name, south_left, \
                           north_token, north_name, north_left, active_at, opponent, level, first";

    fn read(row: &rusqlite::Row<'_>) -> rusqlite::Result<RoomRow> {
        Ok(RoomRow {
            code: row.get("code")?,
            game: row.get("game")?,
            seeds: row.get("seeds")?,
            south_token: row.get("south_token")?,
            south_name: row.get("south_name")?,
            south_left: row.get("south_left")?,
            north_token: row.get("north_token")?,
            north_name: row.get("north_name")?,
            north_left: row.get("north_left")?,
            active_at: row.get("active_at")?,
            opponent: row.get("opponent")?,
            level: row.get("level")?,
            first: row.get("first")?,
        })
    }

    /// The room this row describes, its moves still to be read.
    fn room(self) -> Result<StoredRoom, Damage> {
        let code = RoomCode::parse(&self.code).map_err(Damage::Code)?;
        let level = u8::try_from(self.level).map_err(|_| Damage::Level(self.level))?;
        let opponent = match self.opponent.as_str() {
            "classmate" => Opponent::Classmate,
            "here" => Opponent::Here,
            "tux" if (1..=oware_tux::MASTER_LEVEL).contains(&level) => Opponent::Tux { level },
            _ => {
                return Err(Damage::Opponent {
                    kind: self.opponent,
                    level,
                })
            }
        };
        let first = Side::from_name(&self.first).ok_or(Damage::Side(self.first))?;
        let kind = GameKind::from_id(&self.game).ok_or(Damage::Game(self.game))?;
        let seeds = u64::try_from(self.seeds).map_err(|_| Damage::Seeds(self.seeds))?;
        let ruleset = Ruleset::new(kind, seeds).map_err(Damage::Ruleset)?;
        let seat = |token: &str, name: String, left: bool| -> Result<Seat, Damage> {
            Ok(Seat {
                token: Token::parse(token).map_err(Damage::Token)?,
                name,
                left,
            })
        };
        let south = seat(&self.south_token, self.south_name, self.south_left)?;
        let north = match (self.north_token, self.north_name) {
            (Some(token), Some(name)) => Some(seat(&token, name, self.north_left)?),
            _ => None,
        };
        Ok(StoredRoom {
            code,
            ruleset,
            seats: [Some(south), north],
            opponent,
            first,
            moves: Vec::new(),
            stored_moves: 0,
            active_at: u64::try_from(self.active_at).unwrap_or(0),
        })
    }
}

/// Why a room's row cannot be a room; it is left out, and this said in the list of what was.
#[derive(Debug)]
enum Damage {
    Code(Refusal),
    Level(i64),
    Opponent { kind: String, level: u8 },
    Side(String),
    Game(String),
    Seeds(i64),
    Ruleset(RulesetError),
    Token(Refusal),
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Damage::Code(refusal) | Damage::Token(refusal) => write!(f, "{refusal}"),
            Damage::Level(level) => write!(f, "level {level}"),
            Damage::Opponent { kind, level } => {
                write!(f, "unknown opponent '{}' at level {level}", shown(kind))
            }
            Damage::Side(side) => write!(f, "'{}' is not a side", shown(side)),
            Damage::Game(game) => write!(f, "unknown game '{}'", shown(game)),
            Damage::Seeds(seeds) => write!(f, "{seeds} seeds"),
            Damage::Ruleset(error) => write!(f, "{error}"),
        }
    }
}

/// Every room that can be read, with its moves up to the first that cannot; what was left
/// out is described in the second list. Only a database that cannot be queried at all is an
/// error.
pub(super) fn load(db: &Connection) -> Result<(Vec<StoredRoom>, Vec<String>), rusqlite::Error> {
    let mut problems = Vec::new();
    let mut rows = Vec::new();
    {
        let mut statement = db.prepare(&format!(
            "SELECT rowid, {} FROM rooms ORDER BY code",
            RoomRow::COLUMNS
        ))?;
        let mut query = statement.query([])?;
        while let Some(row) = query.next()? {
            // A value of another type than its column's (a tampered file) spoils its row alone.
            match RoomRow::read(row) {
                Ok(read) => rows.push(read),
                Err(error) => {
                    let rowid = row
                        .get::<_, i64>("rowid")
                        .map_or_else(|_| "?".to_string(), |rowid| rowid.to_string());
                    problems.push(format!("the room in row {rowid} left out: {error}"));
                }
            }
        }
    }
    let mut moves = db.prepare("SELECT letter FROM moves WHERE code = ?1 ORDER BY ply")?;
    let mut rooms = Vec::new();
    for row in rows {
        let code_text = row.code.clone();
        let mut room = match row.room() {
            Ok(room) => room,
            Err(problem) => {
                problems.push(format!("room {} left out: {problem}", shown(&code_text)));
                continue;
            }
        };
        let mut query = moves.query([code_text.as_str()])?;
        let mut readable = true;
        while let Some(row) = query.next()? {
            room.stored_moves += 1;
            if !readable {
                continue;
            }
            match row.get::<_, String>(0) {
                Ok(letter) => room.moves.push(letter),
                // As with a move the rules refuse, the game stops before it.
                Err(error) => {
                    readable = false;
                    problems.push(format!(
                        "room {}: stored move {} cannot be read ({error}); the room continues \
                         from the move before",
                        room.code,
                        room.moves.len() + 1
                    ));
                }
            }
        }
        rooms.push(room);
    }
    Ok((rooms, problems))
}
