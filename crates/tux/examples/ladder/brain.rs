//! The players at work: Tux's searches, the simple opponents and outside programs choosing
//! their moves in one game.

use std::sync::atomic::AtomicBool;
use std::sync::OnceLock;
use std::time::Duration;

use oware_rules::{house_from_letter, AnyPosition, Game, Rules};
use oware_tux::endgame::{load_or_build_default, EndgameHandle, EndgameTables};
use oware_tux::{analyse_with, Evaluation, Tux, LEVELS};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::SeedableRng;

use crate::openings::plies_text;
use crate::players::Player;
use crate::uci;

/// A player during one game: what it needs to choose its moves.
pub enum Brain {
    Tux(Box<Tux>),
    Greedy(Box<StdRng>),
    AlphaBeta(u32),
    Search(Evaluation, u64),
    Master(Box<Tux>, Duration),
    /// An outside program for one game, given back to the pool at the end, with the depth it
    /// reported for each of its moves.
    Uci(Option<uci::Engine>, u64, Vec<u32>),
    /// An outside program that could not be started or readied, and why.
    Broken(String),
}

impl Drop for Brain {
    fn drop(&mut self) {
        if let Brain::Uci(engine, ..) = self {
            if let Some(engine) = engine.take() {
                uci::game_over(engine);
            }
        }
    }
}

/// Oware's endgame tables, loaded from the cache (or built there) once for every game.
fn endgame_tables() -> Option<&'static EndgameTables> {
    static TABLES: OnceLock<EndgameHandle> = OnceLock::new();
    TABLES
        .get_or_init(load_or_build_default)
        .wait(Duration::from_secs(600))
}

impl Brain {
    /// The player `player`, its choices drawn from `seed`.
    pub fn new(player: Player, seed: u64) -> Brain {
        match player {
            Player::Tux(level) => Brain::Tux(Box::new(Tux::new(level, seed))),
            Player::Greedy => Brain::Greedy(Box::new(StdRng::seed_from_u64(seed))),
            Player::AlphaBeta(depth) => Brain::AlphaBeta(depth),
            Player::Search(eval, nodes) => Brain::Search(eval, nodes),
            Player::Custom(level) => Brain::Tux(Box::new(Tux::custom(level, seed))),
            Player::Master(millis, tuning) => Brain::Master(
                Box::new(Tux::new(LEVELS, seed).with_master_tuning(tuning)),
                Duration::from_millis(millis),
            ),
            Player::Uci(path, millis) => match uci::engine_for_a_game(path, WARM_UP, millis) {
                Ok(engine) => Brain::Uci(Some(engine), millis, Vec::new()),
                Err(error) => Brain::Broken(error),
            },
        }
    }

    /// The move to play; `Err` when the player forfeits the game (an outside program that
    /// broke down or answered against the rules).
    pub fn choose<P: Rules>(
        &mut self,
        game: &Game<P>,
        stop: &AtomicBool,
    ) -> Result<Option<usize>, String> {
        Ok(match self {
            Brain::Tux(tux) => tux.choose_move(game, stop),
            Brain::Greedy(rng) => greedy(game, rng),
            Brain::AlphaBeta(depth) => alpha_beta_root(game.position(), *depth),
            Brain::Search(eval, nodes) => {
                analyse_with(game, *eval, *nodes, Duration::from_secs(3600), stop).best_move
            }
            Brain::Broken(error) => return Err(error.clone()),
            Brain::Uci(engine, millis, depths) => {
                let Some(engine) = engine.as_mut() else {
                    return Err("the outside program is gone".to_string());
                };
                let plies = plies_text(game).replace(' ', "");
                match engine.best_move(&plies, *millis)? {
                    uci::Answer::GameOver => {
                        return Err(format!("says the game is over after {plies}; it is not"))
                    }
                    uci::Answer::Move { letter, depth } => {
                        depths.push(depth);
                        let house = house_from_letter(game.layout(), &letter.to_string())
                            .map_err(|error| format!("plays {letter}: {error}"))?;
                        game.check_move(house)
                            .map_err(|error| format!("plays {letter} after {plies}: {error}"))?;
                        Some(house)
                    }
                }
            }
            Brain::Master(tux, budget) => {
                let oware = game.convert(|position| match position.to_any() {
                    AnyPosition::Oware(position) => Some(position),
                    _ => None,
                });
                match oware {
                    Some(oware) => tux.master_move(&oware, *budget, endgame_tables, stop),
                    // Only Oware has a master level; elsewhere the top level stands in.
                    None => tux.choose_move(game, stop),
                }
            }
        })
    }

    /// The depths an outside program reported, one a move; empty for Tux's players.
    pub fn depths(&self) -> &[u32] {
        match self {
            Brain::Uci(_, _, depths) => depths,
            _ => &[],
        }
    }
}

/// A middle-game line an outside program searches once when it starts, so that its
/// just-in-time compiler has done its work before the first game.
const WARM_UP: &str = "DcFeDbCaFcDeBaDcFeCbEfFcCaAaCf";

/// The move that puts the most seeds into the mover's store at once; ties at random.
fn greedy<P: Rules>(game: &Game<P>, rng: &mut StdRng) -> Option<usize> {
    let position = game.position();
    let me = position.to_move().index();
    let moves: Vec<usize> = game.legal_moves().iter().collect();
    let gain = |house: usize| {
        let mut child = *position;
        child.apply(house);
        child.stores()[me] - position.stores()[me]
    };
    let best = moves.iter().map(|&m| gain(m)).max()?;
    let top: Vec<usize> = moves.into_iter().filter(|&m| gain(m) == best).collect();
    top.choose(rng).copied()
}

/// A won game for the plain alpha-beta search, above every store difference.
const AB_WIN: i32 = 1_000;

/// The plain alpha-beta search's move, `depth` plies deep.
fn alpha_beta_root<P: Rules>(position: &P, depth: u32) -> Option<usize> {
    let mut best = None;
    let mut alpha = -AB_WIN - 1;
    for house in position.legal_moves().iter() {
        let mut child = *position;
        child.apply(house);
        let score = alpha_beta_child(position, &child, depth - 1, alpha, AB_WIN + 1);
        if score > alpha || best.is_none() {
            alpha = score;
            best = Some(house);
        }
    }
    best
}

/// The child's score for the parent's mover: an extra turn keeps the point of view.
fn alpha_beta_child<P: Rules>(parent: &P, child: &P, depth: u32, alpha: i32, beta: i32) -> i32 {
    if child.to_move() == parent.to_move() {
        alpha_beta(child, depth, alpha, beta)
    } else {
        -alpha_beta(child, depth, -beta, -alpha)
    }
}

/// Plain alpha-beta on the store difference, the game's own end when it comes.
fn alpha_beta<P: Rules>(position: &P, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    let me = position.to_move();
    let moves = position.legal_moves();
    if moves.is_empty() {
        return match position.end().and_then(|outcome| outcome.winner) {
            Some(winner) if winner == me => AB_WIN,
            Some(_) => -AB_WIN,
            None => 0,
        };
    }
    if depth == 0 {
        let stores = position.stores();
        return i32::from(stores[me.index()]) - i32::from(stores[me.opponent().index()]);
    }
    let mut best = -AB_WIN - 1;
    for house in moves.iter() {
        let mut child = *position;
        child.apply(house);
        let score = alpha_beta_child(position, &child, depth - 1, alpha, beta);
        best = best.max(score);
        alpha = alpha.max(score);
        if alpha >= beta {
            break;
        }
    }
    best
}
