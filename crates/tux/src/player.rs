//! Tux as a program that lets a child play it needs it: any game of the family, any level it
//! offers, Oware's master included, with the master's endgame tables loaded when it first
//! plays. The engine protocol and the activity's worker both play through [`Player`].

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use oware_rules::{abapa, AnyPosition, Game};

use crate::endgame::{load_or_build_default, EndgameHandle, EndgameStatus, EndgameTables};
use crate::{Tux, MASTER_LEVEL, MASTER_TIME};

/// Where the master's endgame tables come from.
#[derive(Debug)]
enum Tables {
    /// From the user's cache, loaded (or built there in the background) at the master's
    /// first search.
    FromTheCache(Option<EndgameHandle>),
    /// These, ready or on their way.
    Given(EndgameHandle),
    /// None: the master plays on its search alone.
    Never,
}

impl Tables {
    /// The tables if they are ready; the first call on the cache's starts loading them.
    fn get(&mut self) -> Option<&EndgameTables> {
        match self {
            Tables::FromTheCache(handle) => {
                handle.get_or_insert_with(load_or_build_default).tables()
            }
            Tables::Given(handle) => handle.tables(),
            Tables::Never => None,
        }
    }
}

/// Tux ready to play any game at any of its levels: the ladder (`1..=LEVELS`) in every game
/// and, in Oware, the master above it ([`crate::levels_of`]). Keeps one Tux, so its table and
/// its random generator live from move to move.
pub struct Player {
    tux: Tux,
    /// What the master thinks about a move (at first also the most a ladder level may think).
    time: Duration,
    tables: Tables,
}

impl Player {
    /// A player seeded with `seed` (the same seed and moves replay the same game), thinking at
    /// most [`MASTER_TIME`] a move, whose master uses the endgame tables of the user's cache.
    pub fn new(seed: u64) -> Player {
        Player {
            tux: Tux::new(1, seed).with_time_budget(MASTER_TIME),
            time: MASTER_TIME,
            tables: Tables::FromTheCache(None),
        }
    }

    /// The time a move may take: all of it for the master, a cap for the ladder's levels,
    /// whose node budgets usually end them much sooner.
    pub fn with_time_budget(mut self, time: Duration) -> Player {
        self.tux = self.tux.with_time_budget(time);
        self.time = time;
        self
    }

    /// What the master thinks about a move.
    pub fn master_time(&self) -> Duration {
        self.time
    }

    /// Lets the master think `time` about a move (the engine's `movetime`); the ladder's
    /// levels keep the cap they were given, since their node budgets decide their strength.
    pub fn set_master_time(&mut self, time: Duration) {
        self.time = time;
    }

    /// A master without endgame tables, for tests and tools that must not build 52 MB in the
    /// user's cache.
    pub fn without_tables(mut self) -> Player {
        self.tables = Tables::Never;
        self
    }

    /// A master that uses `tables` instead of the user's cache.
    pub fn with_tables(mut self, tables: EndgameHandle) -> Player {
        self.tables = Tables::Given(tables);
        self
    }

    /// Draws Tux's choices from `seed` from now on.
    pub fn reseed(&mut self, seed: u64) {
        self.tux.reseed(seed);
    }

    /// Where the master's tables stand; `None` before its first search and for a master
    /// without tables.
    pub fn tables_status(&self) -> Option<EndgameStatus> {
        match &self.tables {
            Tables::FromTheCache(handle) => handle.as_ref().map(EndgameHandle::status),
            Tables::Given(handle) => Some(handle.status()),
            Tables::Never => None,
        }
    }

    /// Tux's move at `level` for the player to move; `None` only when the game is over.
    /// [`MASTER_LEVEL`] (or more) is the master in Oware and the top of the ladder in the
    /// other games. Returns soon after `stop` becomes true, still with a legal move.
    pub fn choose_move(
        &mut self,
        game: &Game<AnyPosition>,
        level: u8,
        stop: &AtomicBool,
    ) -> Option<usize> {
        if level >= MASTER_LEVEL {
            if let Some(oware) = game.as_oware() {
                return self.master_move(&oware, self.time, stop);
            }
        }
        self.tux.set_level(level);
        self.tux.choose_move_any(game, stop)
    }

    /// The strongest move within `budget`, for the child: the master's in Oware, the top
    /// level's search in the other games.
    pub fn hint(
        &mut self,
        game: &Game<AnyPosition>,
        budget: Duration,
        stop: &AtomicBool,
    ) -> Option<usize> {
        match game.as_oware() {
            Some(oware) => {
                let Player { tux, tables, .. } = self;
                let mut tables = Some(tables);
                tux.master_hint(
                    &oware,
                    budget,
                    move || tables.take().and_then(Tables::get),
                    stop,
                )
            }
            None => self.tux.hint_any(game, budget, stop),
        }
    }

    fn master_move(
        &mut self,
        game: &Game<abapa::Position>,
        budget: Duration,
        stop: &AtomicBool,
    ) -> Option<usize> {
        let Player { tux, tables, .. } = self;
        // Asked only when the opening book has no move, so a game that stays in the book
        // never starts loading the tables.
        let mut tables = Some(tables);
        let tables = move || tables.take().and_then(Tables::get);
        tux.master_move(game, budget, tables, stop)
    }
}
