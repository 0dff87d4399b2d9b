//! The class tournament's side of the rooms: who is connected by which name, the rounds'
//! rooms opened with both children seated, a game's end noted and the next round begun,
//! and what each child hears (`tournament`, `! tournament`). The tournament's lock is taken
//! after a room's (a game that ends) and never the other way round.

use std::sync::Arc;

use oware_protocol::{Refusal, RoomCode, Token, TournamentNews};
use oware_rules::{Outcome, Ruleset};
use tokio::sync::Mutex as RoomLock;

use super::{free_code, now_ms, Entry, Hub};
use crate::room::{Opponent, Room, Seat};
use crate::secret::Random;
use crate::store::{Change, RoundRoom};
use crate::tournament::{self, Score, Standing, Tournament};

/// Why a tournament cannot start.
#[derive(Debug, PartialEq, Eq)]
pub enum StartError {
    /// One is going on: the teacher cancels it first.
    Going,
    /// Fewer than two children, too many, a name twice or a name the protocol refuses.
    Players,
    NotSaved,
}

impl Hub {
    /// The tournament as it stands, for the teacher's page.
    pub async fn tournament(&self) -> Option<Tournament> {
        self.tournament.lock().await.clone()
    }

    /// The tournament read back from the database at start.
    pub fn restore_tournament(&self, stored: Option<Tournament>) {
        if let Ok(mut tournament) = self.tournament.try_lock() {
            *tournament = stored;
        }
    }

    /// After a restart: a round whose games all ended before the next one began gets its
    /// next one now.
    pub async fn resume_tournament(&self) {
        let mut locked = self.tournament.lock().await;
        if let Some(tournament) = locked.as_mut() {
            if let Err(refusal) = self.begin_round(tournament).await {
                log::error!("the tournament's next round did not begin: {refusal}");
            }
        }
    }

    pub async fn start_tournament(
        &self,
        ruleset: Ruleset,
        players: Vec<String>,
    ) -> Result<(), StartError> {
        let mut unique = players.clone();
        unique.sort();
        unique.dedup();
        let names_ok = players
            .iter()
            .all(|name| oware_protocol::check_name(name).is_ok());
        if !(2..=tournament::MAX_PLAYERS).contains(&players.len())
            || unique.len() != players.len()
            || !names_ok
        {
            return Err(StartError::Players);
        }
        let mut locked = self.tournament.lock().await;
        if locked.as_ref().is_some_and(|going| !going.is_over()) {
            return Err(StartError::Going);
        }
        let mut started = Tournament::new(ruleset, players, now_ms());
        self.store
            .save(Change::TournamentStart(Box::new(started.clone())))
            .await
            .map_err(|_| StartError::NotSaved)?;
        let begun = self.begin_round(&mut started).await;
        let players = started.players.clone();
        *locked = Some(started);
        drop(locked);
        self.tell_players(&players);
        begun.map_err(|_| StartError::NotSaved)
    }

    /// The teacher cancels the tournament: it goes; the games being played go on as
    /// ordinary games. False when there was none.
    pub async fn cancel_tournament(&self) -> Result<bool, Refusal> {
        let mut locked = self.tournament.lock().await;
        let Some(cancelled) = locked.as_ref() else {
            return Ok(false);
        };
        let players = cancelled.players.clone();
        self.save(Change::TournamentCancel).await?;
        *locked = None;
        drop(locked);
        self.tell_players(&players);
        Ok(true)
    }

    /// "Forget the class" deleted the stored tournament: it goes from memory too.
    pub(super) async fn forget_tournament(&self) {
        let players = self
            .tournament
            .lock()
            .await
            .take()
            .map(|forgotten| forgotten.players);
        if let Some(players) = players {
            self.tell_players(&players);
        }
    }

    /// A room's game ended (its result is stored, with the tournament's game in it): the
    /// table has it, and the next round begins once this one is over.
    pub(super) async fn tournament_game_ended(&self, code: RoomCode, outcome: Outcome) {
        let score = Score {
            winner: outcome.winner,
            scores: outcome.scores,
        };
        self.note_score(code, score).await;
    }

    /// The teacher closed a room: a tournament game in it ends as a draw with the seeds
    /// each child had captured, so that the tournament goes on.
    pub(super) async fn tournament_room_closed(&self, code: RoomCode, captured: [u8; 2]) {
        let score = Score {
            winner: None,
            scores: captured.map(u32::from),
        };
        let ours = self.tournament.lock().await.as_ref().is_some_and(|going| {
            going
                .games
                .iter()
                .any(|game| game.code == code && game.score.is_none())
        });
        if !ours {
            return;
        }
        if let Err(error) = self
            .store
            .save(Change::TournamentScore { code, score })
            .await
        {
            log::error!("room {code}: the tournament's draw was not saved: {error}");
            return;
        }
        self.note_score(code, score).await;
    }

    async fn note_score(&self, code: RoomCode, score: Score) {
        let mut locked = self.tournament.lock().await;
        let Some(going) = locked.as_mut() else {
            return;
        };
        if !going.record(code, score) {
            return;
        }
        let before = going.rounds_begun();
        if let Err(refusal) = self.begin_round(going).await {
            log::error!("the tournament's next round did not begin: {refusal}");
        }
        let changed = going.rounds_begun() != before || going.is_over();
        let players = going.players.clone();
        drop(locked);
        if changed {
            self.tell_players(&players);
        }
    }

    /// Opens the next round's rooms, if every game so far is over and a round is left.
    async fn begin_round(&self, going: &mut Tournament) -> Result<(), Refusal> {
        let Some((round, planned)) = going.next_round() else {
            return Ok(());
        };
        let planned = planned.clone();
        let now = now_ms();
        let mut rooms = Vec::new();
        let mut entries = Vec::new();
        for pair in planned.pairs {
            let seat = |player: usize| -> Result<Seat, Refusal> {
                Ok(Seat {
                    token: Token::random().map_err(|_| Refusal::NotSaved)?,
                    name: going.players.get(player).cloned().unwrap_or_default(),
                    left: false,
                })
            };
            let (south, north) = (seat(pair.south)?, seat(pair.north)?);
            let code = free_code(&self.table(), &entries)?;
            let room = Room::with_opponent(
                going.ruleset,
                [Some(south.clone()), Some(north.clone())],
                Opponent::Classmate,
                now,
            );
            entries.push((
                code,
                Arc::new(RoomLock::new(Entry::new(room, [None, None]))),
            ));
            rooms.push(RoundRoom {
                game: tournament::Game {
                    round,
                    pair,
                    code,
                    score: None,
                },
                ruleset: going.ruleset,
                south,
                north,
                at: now,
            });
        }
        let games: Vec<tournament::Game> = rooms.iter().map(|room| room.game.clone()).collect();
        self.save(Change::TournamentRound(rooms)).await?;
        {
            let mut table = self.table();
            for (code, entry) in entries {
                table.insert(code, entry);
            }
        }
        going.games.extend(games);
        Ok(())
    }

    /// `tournament`: where the child of this name stands.
    pub async fn tournament_news(&self, name: &str) -> TournamentNews {
        let (standing, rounds, table) = {
            let locked = self.tournament.lock().await;
            let Some(going) = locked.as_ref() else {
                return TournamentNews::None;
            };
            let standing = going.standing(name);
            let table = matches!(standing, Standing::Over).then(|| going.table());
            (standing, going.schedule.len(), table)
        };
        let rounds = u32::try_from(rounds).unwrap_or(u32::MAX);
        let number = |round: usize| u32::try_from(round + 1).unwrap_or(u32::MAX);
        match standing {
            Standing::Absent => TournamentNews::None,
            Standing::Bye { round } => TournamentNews::Bye {
                round: number(round),
                rounds,
            },
            Standing::Wait { round } => TournamentNews::Wait {
                round: number(round),
                rounds,
            },
            Standing::Over => TournamentNews::Over(
                table
                    .unwrap_or_default()
                    .into_iter()
                    .map(|line| (line.name, line.points))
                    .collect(),
            ),
            Standing::Play {
                round,
                code,
                side,
                opponent,
            } => {
                let token = match self.find(code) {
                    Ok(entry) => {
                        let locked = entry.lock().await;
                        (!locked.gone)
                            .then(|| locked.room.seat(side).map(|seat| seat.token))
                            .flatten()
                    }
                    Err(_) => None,
                };
                match token {
                    Some(token) => TournamentNews::Play {
                        round: number(round),
                        rounds,
                        code,
                        token,
                        side,
                        opponent,
                    },
                    // The room is gone (it expired): nothing to open until the round ends.
                    None => TournamentNews::Wait {
                        round: number(round),
                        rounds,
                    },
                }
            }
        }
    }
}
