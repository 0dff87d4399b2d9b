//! What the teacher's page is told about: the games that end in a room, and the lessons and
//! games a child's machine reports from its own play. Each is stored before anyone hears
//! of it.

use oware_protocol::{Answer, FinishedGame, LessonDone, Opponent, Refusal, RoomCode, Verb};
use oware_rules::{Outcome, Side};

use super::{now_ms, tux_level, Entry, Hub, Peer};
use crate::results::{GameResult, LessonRow};
use crate::room::{Room, TUX_NAME};
use crate::store::Change;

impl Hub {
    /// A room's game has just ended: its result is kept once, whatever undo and replay
    /// follow. It is stored before anyone hears of the end, so that the teacher's page never
    /// misses a game its players saw finish. The last move itself is stored already: a
    /// result that fails to save is only reported.
    pub(super) async fn keep_result(&self, locked: &mut Entry, code: RoomCode, at: u64) {
        let Some(outcome) = locked.room.outcome() else {
            return;
        };
        if locked.result_kept {
            return;
        }
        let result = result_of(&locked.room, code, outcome, at);
        match self.store.save(Change::Result(result)).await {
            Ok(()) => self.tournament_game_ended(code, outcome).await,
            Err(error) => {
                log::error!("room {code}: the result was not saved: {error}");
            }
        }
        locked.result_kept = true;
    }

    /// A lesson `name` finished at its own machine: kept for the teacher's page if the
    /// game has it, as the lessons themselves count them.
    pub async fn lesson_done(
        &self,
        peer: &Peer,
        name: &str,
        lesson: LessonDone,
    ) -> Result<(), Refusal> {
        let count = oware_lessons::lessons(lesson.game).len();
        let max = u32::try_from(count).unwrap_or(u32::MAX);
        if !(1..=max).contains(&lesson.number) {
            return Err(Refusal::Lesson {
                min: 1,
                max: u64::from(max),
                text: lesson.number.to_string(),
            });
        }
        let row = LessonRow {
            at: now_ms(),
            name: name.to_string(),
            game: lesson.game.id().to_string(),
            lesson: lesson.number,
        };
        self.save_then(peer, Change::Lesson(row), Answer::Lesson)
            .await
    }

    /// A game `name` played to its end at its own machine, South against Tux or a friend:
    /// kept with the rooms' results if Tux has that level and the rules could end the game
    /// with those scores.
    pub async fn finished_elsewhere(
        &self,
        peer: &Peer,
        name: &str,
        game: FinishedGame,
    ) -> Result<(), Refusal> {
        let (opponent, north, level) = match game.opponent {
            Opponent::Tux { level } => ("tux", TUX_NAME, tux_level(game.ruleset, level)?),
            Opponent::Here => ("here", name, 0),
            Opponent::Classmate => return Err(Refusal::Usage(Verb::Finished)),
        };
        let outcome = game.outcome;
        let seeds = outcome.scores[0].checked_add(outcome.scores[1]);
        let possible = seeds.is_some_and(|seeds| seeds <= game.ruleset.total_seeds())
            && Outcome::from_scores(outcome.scores, outcome.reason) == outcome;
        if !possible {
            return Err(Refusal::ImpossibleScores);
        }
        let result = GameResult {
            at: now_ms(),
            code: String::new(),
            game: game.ruleset.kind().id().to_string(),
            seeds: game.ruleset.seeds_per_house(),
            south: name.to_string(),
            north: north.to_string(),
            opponent: opponent.to_string(),
            level,
            winner: outcome.winner.map_or("draw", Side::name).to_string(),
            scores: outcome.scores,
            reason: outcome.reason.code().to_string(),
            moves: game.moves,
        };
        self.save_then(peer, Change::Result(result), Answer::Finished)
            .await
    }

    /// Results older than `days` days go (at start, then with the idle rooms); the
    /// teacher's own retention period, if set, rules over the server's.
    pub fn prune_results(&self, days: u32) {
        let days = self.roster().retention_days().unwrap_or(days);
        let keep = u64::from(days) * 24 * 60 * 60 * 1000;
        self.store.save_later(Change::Prune {
            before: now_ms().saturating_sub(keep),
        });
    }

    /// The database's file, for reading the results.
    pub fn database(&self) -> &std::path::Path {
        self.store.path()
    }

    /// Stores a report from a child's machine, then answers it: the machine hears `ok` only
    /// for what the teacher's page will show.
    async fn save_then(&self, peer: &Peer, change: Change, answer: Answer) -> Result<(), Refusal> {
        self.save(change).await?;
        peer.send(answer);
        Ok(())
    }
}

/// A finished game's row for the teacher's page.
fn result_of(room: &Room, code: RoomCode, outcome: Outcome, at: u64) -> GameResult {
    let name = |side: Side| {
        room.seat(side)
            .map_or(String::new(), |seat| seat.name.clone())
    };
    let (opponent, level) = match room.opponent() {
        Opponent::Classmate => ("classmate", 0),
        Opponent::Here => ("here", 0),
        Opponent::Tux { level } => ("tux", level),
    };
    GameResult {
        at,
        code: code.as_str().to_string(),
        game: room.ruleset().kind().id().to_string(),
        seeds: room.ruleset().seeds_per_house(),
        south: name(Side::South),
        north: name(Side::North),
        opponent: opponent.to_string(),
        level,
        winner: outcome.winner.map_or("draw", Side::name).to_string(),
        scores: outcome.scores,
        reason: outcome.reason.code().to_string(),
        moves: u32::try_from(room.move_count()).unwrap_or(u32::MAX),
    }
}
