//! The strength ladder: each level of Tux against the level below, level 1 against a greedy
//! player and the top level against a plain 8-ply alpha-beta search.
//!
//! ```text
//! cargo run --release --example ladder                      # the full ladder, 200 games a pairing
//! cargo run --release --example ladder -- --games 40 --pair 5:4 --pair 8:ab8
//! ```
//!
//! Every game is seeded from its number, so the table is the same on every run and machine.

use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use oware_rules::abapa::{Game, Position, Variant};
use oware_rules::Side;
use oware_tux::{analyse_with, Evaluation, Tux, Weights, LEVELS};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::SeedableRng;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Player {
    Tux(u8),
    /// Takes the biggest immediate capture, otherwise plays at random.
    Greedy,
    /// Fixed-depth alpha-beta with the capture difference, as GCompris's old awele.
    AlphaBeta(u32),
    /// The top level's search with a chosen evaluation and node budget, to tune the
    /// evaluation: `plain@N`, `rich@N` or `w=ROW,VULNERABLE,EMPTY,KROO,TEMPO@N`.
    Search(Evaluation, u64),
}

impl Player {
    fn parse(text: &str) -> Option<Player> {
        if text == "greedy" {
            return Some(Player::Greedy);
        }
        if let Some(depth) = text.strip_prefix("ab") {
            return depth.parse().ok().map(Player::AlphaBeta);
        }
        if let Some((eval, nodes)) = text.rsplit_once('@') {
            let nodes = nodes.parse().ok()?;
            let eval = match eval {
                "plain" => Evaluation::Plain,
                "rich" => Evaluation::RICH,
                weights => {
                    let w: Vec<i32> = weights
                        .strip_prefix("w=")?
                        .split(',')
                        .map(|n| n.parse().ok())
                        .collect::<Option<_>>()?;
                    let [row_seed, vulnerable, empty, kroo, tempo] = w[..] else {
                        return None;
                    };
                    Evaluation::Rich(Weights {
                        row_seed,
                        vulnerable,
                        empty,
                        kroo,
                        tempo,
                    })
                }
            };
            return Some(Player::Search(eval, nodes));
        }
        let level: u8 = text.parse().ok()?;
        (1..=LEVELS).contains(&level).then_some(Player::Tux(level))
    }

    fn name(self) -> String {
        match self {
            Player::Tux(level) => format!("level {level}"),
            Player::Greedy => "greedy".to_string(),
            Player::AlphaBeta(depth) => format!("alpha-beta {depth}"),
            Player::Search(Evaluation::Plain, nodes) => format!("plain {nodes}"),
            Player::Search(_, nodes) => format!("rich {nodes}"),
        }
    }
}

enum Brain {
    Tux(Box<Tux>),
    Greedy(Box<StdRng>),
    AlphaBeta(u32),
    Search(Evaluation, u64),
}

impl Brain {
    fn new(player: Player, seed: u64) -> Brain {
        match player {
            Player::Tux(level) => Brain::Tux(Box::new(Tux::new(level, seed))),
            Player::Greedy => Brain::Greedy(Box::new(StdRng::seed_from_u64(seed))),
            Player::AlphaBeta(depth) => Brain::AlphaBeta(depth),
            Player::Search(eval, nodes) => Brain::Search(eval, nodes),
        }
    }

    fn choose(&mut self, game: &Game, stop: &AtomicBool) -> Option<usize> {
        match self {
            Brain::Tux(tux) => tux.choose_move(game, stop),
            Brain::Greedy(rng) => greedy(game, rng),
            Brain::AlphaBeta(depth) => alpha_beta_root(game.position(), *depth),
            Brain::Search(eval, nodes) => {
                analyse_with(game, *eval, *nodes, Duration::from_secs(3600), stop).best_move
            }
        }
    }
}

fn greedy(game: &Game, rng: &mut StdRng) -> Option<usize> {
    let moves: Vec<usize> = game.legal_moves().iter().collect();
    let gain = |house: usize| {
        let mut child = *game.position();
        child.apply(house)
    };
    let best = moves.iter().map(|&m| gain(m)).max()?;
    let top: Vec<usize> = moves.into_iter().filter(|&m| gain(m) == best).collect();
    top.choose(rng).copied()
}

const AB_WIN: i32 = 1_000;

fn alpha_beta_root(position: &Position, depth: u32) -> Option<usize> {
    let mut best = None;
    let mut alpha = -AB_WIN - 1;
    for house in position.legal_moves().iter() {
        let mut child = *position;
        child.apply(house);
        let score = -alpha_beta(&child, depth - 1, -AB_WIN - 1, -alpha);
        if score > alpha || best.is_none() {
            alpha = score;
            best = Some(house);
        }
    }
    best
}

fn alpha_beta(position: &Position, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    let me = position.to_move();
    let them = me.opponent();
    let moves = position.legal_moves();
    if moves.is_empty() {
        let total = |side: Side| u32::from(position.captured(side)) + position.row_seeds(side);
        return match total(me).cmp(&total(them)) {
            std::cmp::Ordering::Greater => AB_WIN,
            std::cmp::Ordering::Less => -AB_WIN,
            std::cmp::Ordering::Equal => 0,
        };
    }
    if depth == 0 {
        return i32::from(position.captured(me)) - i32::from(position.captured(them));
    }
    let mut best = -AB_WIN - 1;
    for house in moves.iter() {
        let mut child = *position;
        child.apply(house);
        let score = -alpha_beta(&child, depth - 1, -beta, -alpha);
        best = best.max(score);
        alpha = alpha.max(score);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// SplitMix64: turns a game number into independent-looking seeds.
fn seed(game: usize, stream: u64) -> u64 {
    let mut z = (game as u64)
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        .wrapping_add(stream.wrapping_mul(0xbf58_476d_1ce4_e5b9));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[derive(Clone, Copy, Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    plies: u64,
}

impl Tally {
    fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    fn percent(&self) -> f64 {
        100.0 * (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games())
    }
}

/// Plays game `number` of a pairing. Games come in pairs from the same opening, with the
/// colours swapped, so that neither side profits from a lucky opening.
fn play(a: Player, b: Player, number: usize) -> (Option<bool>, usize) {
    let opening = number / 2;
    let a_side = if number.is_multiple_of(2) {
        Side::South
    } else {
        Side::North
    };
    let mut game = Game::new(Variant::ABAPA);
    let mut rng = StdRng::seed_from_u64(seed(opening, 0));
    let random_plies = 2 + opening % 3;
    for _ in 0..random_plies {
        let moves: Vec<usize> = game.legal_moves().iter().collect();
        let Some(&house) = moves.choose(&mut rng) else {
            break;
        };
        if game.play(house).is_err() {
            break;
        }
    }
    let mut brain_a = Brain::new(a, seed(number, 1));
    let mut brain_b = Brain::new(b, seed(number, 2));
    let stop = AtomicBool::new(false);
    while !game.is_over() {
        let brain = if game.to_move() == a_side {
            &mut brain_a
        } else {
            &mut brain_b
        };
        let Some(house) = brain.choose(&game, &stop) else {
            break;
        };
        if let Err(error) = game.play(house) {
            panic!(
                "game {number}: illegal move {house} ({error}) in {:?}",
                game.position()
            );
        }
    }
    let winner = match game.status() {
        oware_rules::GameStatus::Over(outcome) => outcome.winner,
        oware_rules::GameStatus::Ongoing => None,
    };
    (winner.map(|side| side == a_side), game.move_count())
}

fn pairing(a: Player, b: Player, games: usize, threads: usize) -> Tally {
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let number = next.fetch_add(1, Ordering::Relaxed);
                if number >= games {
                    break;
                }
                let (result, plies) = play(a, b, number);
                let mut tally = tally.lock().unwrap_or_else(|e| e.into_inner());
                match result {
                    Some(true) => tally.wins += 1,
                    Some(false) => tally.losses += 1,
                    None => tally.draws += 1,
                }
                tally.plies += plies as u64;
            });
        }
    });
    tally.into_inner().unwrap_or_else(|e| e.into_inner())
}

struct Requirement {
    a: Player,
    b: Player,
    /// The score `a` must reach (at least), or not exceed when `at_most` is set.
    percent: f64,
    at_most: bool,
}

fn default_pairings() -> Vec<Requirement> {
    let mut list = vec![Requirement {
        a: Player::Tux(1),
        b: Player::Greedy,
        percent: 50.0,
        at_most: true,
    }];
    for level in 2..=LEVELS {
        list.push(Requirement {
            a: Player::Tux(level),
            b: Player::Tux(level - 1),
            percent: 65.0,
            at_most: false,
        });
    }
    list.push(Requirement {
        a: Player::Tux(LEVELS),
        b: Player::AlphaBeta(8),
        percent: 90.0,
        at_most: false,
    });
    list
}

fn usage() -> ExitCode {
    eprintln!("usage: ladder [--games N] [--threads N] [--pair A:B]...");
    eprintln!("players: 1..={LEVELS} (Tux levels), greedy, abN (plain N-ply alpha-beta),");
    eprintln!(
        "  plain@NODES, rich@NODES, w=ROW,VULNERABLE,EMPTY,KROO,TEMPO@NODES (top-level search)"
    );
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut games = 200;
    let mut threads = 2;
    let mut pairs = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--games" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) => games = n,
                None => return usage(),
            },
            "--threads" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) if n > 0 => threads = n,
                _ => return usage(),
            },
            "--pair" => {
                let parsed = args.next().and_then(|text| {
                    let (a, b) = text.split_once(':')?;
                    Some((Player::parse(a)?, Player::parse(b)?))
                });
                match parsed {
                    Some((a, b)) => pairs.push(Requirement {
                        a,
                        b,
                        percent: 0.0,
                        at_most: false,
                    }),
                    None => return usage(),
                }
            }
            _ => return usage(),
        }
    }
    let requirements = if pairs.is_empty() {
        default_pairings()
    } else {
        pairs
    };
    println!("Oware strength ladder: {games} games a pairing, openings of 2-4 random plies, colours alternated");
    println!(
        "| {:<14} | {:<14} | {:>4} | {:>4} | {:>4} | {:>6} | {:>10} | {:>7} | {:<8} |",
        "player", "opponent", "won", "draw", "lost", "score", "plies/game", "seconds", "target"
    );
    println!(
        "|{:-<16}|{:-<16}|{:->6}|{:->6}|{:->6}|{:->8}|{:->12}|{:->9}|{:-<10}|",
        "", "", "", "", "", "", "", "", ""
    );
    let started = Instant::now();
    let mut all_pass = true;
    for req in &requirements {
        let clock = Instant::now();
        let tally = pairing(req.a, req.b, games, threads);
        let percent = tally.percent();
        let (target, pass) = if req.percent == 0.0 {
            ("-".to_string(), true)
        } else if req.at_most {
            (format!("<= {:.0} %", req.percent), percent <= req.percent)
        } else {
            (format!(">= {:.0} %", req.percent), percent >= req.percent)
        };
        all_pass &= pass;
        println!(
            "| {:<14} | {:<14} | {:>4} | {:>4} | {:>4} | {:>5.1}% | {:>10.1} | {:>7.0} | {:<8} |{}",
            req.a.name(),
            req.b.name(),
            tally.wins,
            tally.draws,
            tally.losses,
            percent,
            tally.plies as f64 / f64::from(tally.games().max(1)),
            clock.elapsed().as_secs_f64(),
            target,
            if pass { "" } else { " FAIL" },
        );
    }
    println!(
        "total {:.0} s; {}",
        started.elapsed().as_secs_f64(),
        if all_pass {
            "every target met"
        } else {
            "some targets missed"
        }
    );
    if all_pass {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
