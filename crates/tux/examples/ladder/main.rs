//! The strength ladder of every game: each level of Tux against the level below, level 1
//! against a greedy player and the top level against a plain 8-ply alpha-beta search.
//!
//! ```text
//! cargo run --release -p oware-tux --example ladder       # every game, 100 games a pairing
//! cargo run --release -p oware-tux --example ladder -- --game kalah --games 40 --pair 5:4
//! cargo run --release -p oware-tux --example ladder -- --game congkak --judge 10000000
//! cargo run --release -p oware-tux --example ladder -- --make-openings   # Congkak's openings
//! cargo run --release -p oware-tux --example ladder -- --game oware --repetition first \
//!     --games 40 --threads 2 --verbose --log games.jsonl --pair M1000:uci=/path/to/engine@1000
//! ```
//!
//! `uci=PATH@MS` is an outside Oware program (such as Aalina) that speaks the UCI dialect of
//! `uci.rs`, given `MS` milliseconds a move; every move it sends is checked against our rules
//! (an illegal move, a wrong claim that the game is over or a silent program loses the game),
//! and `--repetition first` ends games at the first repetition since the last capture, as such
//! programs do.
//!
//! Every game is seeded from its number, so the table is the same on every run and machine.
//!
//! Congkak's openings come from `crates/tux/data/congkak-openings.txt`: random openings that
//! searches of 1, 10 and 40 million nodes all score close to even (a 50 000-node search
//! misses the relays that decide many of them). `--make-openings` makes that file again, the
//! same on every machine; `--known LOG` reuses the judgements an earlier run printed.

mod uci;

use std::collections::HashSet;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use oware_rules::AnyPosition;
use oware_rules::{
    abapa, congkak, house_from_letter, house_letter, kalah, togyz, Game, GameKind, Repetition,
    Rules, Side,
};
use oware_tux::endgame::{load_or_build_default, EndgameHandle, EndgameTables};
use oware_tux::{
    analyse, analyse_with, Deepening, Evaluation, Level, LooseValue, MasterTuning, Reductions,
    Style, Tux, Weights, LEVELS, SEED,
};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::SeedableRng;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    Tux(u8),
    /// Takes the biggest immediate capture, otherwise plays at random.
    Greedy,
    /// Fixed-depth alpha-beta with the capture difference, as GCompris's old awele.
    AlphaBeta(u32),
    /// The top level's search with a chosen evaluation and node budget, to tune the
    /// evaluation: `plain@N`, `rich@N` or `w=ROW,VULNERABLE,EMPTY,KROO,TEMPO,TUZDYK@N`.
    Search(Evaluation, u64),
    /// A candidate level: `L<depth>-<temperature>-<random %>` or `S<nodes>`.
    Custom(Level),
    /// Oware's master level with this many milliseconds a move: `M<ms>`, then any of
    /// `/keep` (the table kept from move to move, the default), `/fresh` (not kept), `/trust`
    /// (the endgame tables' loose values taken as proofs), `/lmr` or `/lmr=DEPTH,MOVE`
    /// (late-move reductions), `/notables` (no endgame tables), `/noestimates` (the tables'
    /// estimates not used at the horizon), `/w=ROW,VULNERABLE,EMPTY,KROO,TEMPO,TUZDYK`
    /// (another evaluation), `/bits=N` (a table of 2^N entries), `/qs=N` (up to N captures
    /// played out at the horizon), `/loose=rows` or `/loose=between` (another value of the
    /// tables' loose boards) and `/odd` or `/even` (iterations of odd or even depths only),
    /// to measure a candidate master.
    Master(u64, MasterTuning),
    /// An outside program speaking UCI, with this many milliseconds a move: `uci=PATH@MS`.
    Uci(&'static str, u64),
}

/// `w=ROW,VULNERABLE,EMPTY,KROO,TEMPO,TUZDYK[,READY,TARGET][,KROO_SEEDS]`.
fn parse_weights(text: &str) -> Option<Weights> {
    let w: Vec<i32> = text
        .strip_prefix("w=")?
        .split(',')
        .map(|n| n.parse().ok())
        .collect::<Option<_>>()?;
    // Six weights, or eight with the stores' terms; then, optionally, the seeds of a kroo.
    let (weights, kroo_seeds) = match w.len() {
        6 | 8 => (&w[..], None),
        7 | 9 => (&w[..w.len() - 1], w.last().copied()),
        _ => return None,
    };
    let (row_seed, vulnerable, empty, kroo, tempo, tuzdyk, ready, target) = match weights[..] {
        [a, b, c, d, e, f] => (a, b, c, d, e, f, 0, 0),
        [a, b, c, d, e, f, g, h] => (a, b, c, d, e, f, g, h),
        _ => return None,
    };
    Some(Weights {
        row_seed,
        vulnerable,
        empty,
        kroo,
        kroo_seeds: match kroo_seeds {
            Some(seeds) => u8::try_from(seeds).ok()?,
            None => Weights::TUNED.kroo_seeds,
        },
        tempo,
        tuzdyk,
        ready,
        target,
    })
}

impl Player {
    fn parse(text: &str) -> Option<Player> {
        if text == "greedy" {
            return Some(Player::Greedy);
        }
        if let Some(spec) = text.strip_prefix("uci=") {
            let (path, millis) = spec.rsplit_once('@')?;
            let millis = millis.parse().ok()?;
            // The path lives as long as the ladder; a player stays a small copyable value.
            return Some(Player::Uci(
                Box::leak(path.to_string().into_boxed_str()),
                millis,
            ));
        }
        if let Some(spec) = text.strip_prefix('L') {
            let parts: Vec<&str> = spec.split('-').collect();
            let [depth, temperature, random] = parts[..] else {
                return None;
            };
            let random: f64 = random.parse().ok()?;
            return Some(Player::Custom(Level::learner(
                depth.parse().ok()?,
                random / 100.0,
                temperature.parse().ok()?,
            )));
        }
        if let Some(spec) = text.strip_prefix('M') {
            let mut parts = spec.split('/');
            let millis = parts.next()?.parse().ok()?;
            let mut tuning = MasterTuning::default();
            for part in parts {
                if part == "keep" {
                    tuning.keep_table = true;
                } else if part == "trust" {
                    tuning.trust_loose = true;
                } else if part == "notables" {
                    tuning.endgame_tables = false;
                } else if part == "noestimates" {
                    tuning.horizon_estimates = false;
                } else if part == "lmr" {
                    tuning.reduce_late = Some(Reductions::USUAL);
                } else if let Some(spec) = part.strip_prefix("lmr=") {
                    let (depth, first) = spec.split_once(',')?;
                    tuning.reduce_late = Some(Reductions {
                        min_depth: depth.parse().ok()?,
                        first_move: first.parse().ok()?,
                    });
                } else if part == "loose=rows" {
                    tuning.loose = LooseValue::Rows;
                } else if part == "loose=between" {
                    tuning.loose = LooseValue::Between;
                } else if let Some(plies) = part.strip_prefix("qs=") {
                    tuning.capture_plies = plies.parse().ok()?;
                } else if part == "odd" {
                    tuning.deepening = Deepening::OddPlies;
                } else if part == "even" {
                    tuning.deepening = Deepening::EvenPlies;
                } else if part == "fresh" {
                    tuning.keep_table = false;
                } else if let Some(bits) = part.strip_prefix("bits=") {
                    tuning.table_bits = bits.parse().ok().filter(|b| (10..=26).contains(b))?;
                } else {
                    tuning.eval = Evaluation::Rich(parse_weights(part)?);
                }
            }
            return Some(Player::Master(millis, tuning));
        }
        if let Some(spec) = text.strip_prefix('S') {
            // `S<nodes>`, then `g` to order moves by store gain.
            let digits = spec.trim_end_matches('g');
            let style = Style {
                order_by_gain: digits.len() < spec.len(),
            };
            let level = Level::searcher(digits.parse().ok()?, 20).with_style(style);
            return Some(Player::Custom(level));
        }
        if let Some(depth) = text.strip_prefix("ab") {
            return depth.parse().ok().map(Player::AlphaBeta);
        }
        if let Some((eval, nodes)) = text.rsplit_once('@') {
            let nodes = nodes.parse().ok()?;
            let eval = match eval {
                "plain" => Evaluation::Plain,
                "rich" => Evaluation::RICH,
                weights => Evaluation::Rich(parse_weights(weights)?),
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
            Player::Custom(level) if level.scores_every_move() => format!(
                "L{}-{}-{}",
                level.depth,
                level.temperature,
                level.random * 100.0
            ),
            Player::Custom(level) => format!(
                "S{}{}",
                level.nodes,
                if level.style.order_by_gain { "g" } else { "" }
            ),
            Player::Master(millis, tuning) if tuning == MasterTuning::default() => {
                format!("master {millis} ms")
            }
            Player::Master(millis, _) => format!("candidate {millis} ms"),
            Player::Uci(path, millis) => {
                let name = Path::new(path).file_name().unwrap_or_default();
                format!("{} {millis} ms", name.to_string_lossy())
            }
        }
    }
}

enum Brain {
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
    fn new(player: Player, seed: u64) -> Brain {
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
    fn choose<P: Rules>(
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
    fn depths(&self) -> &[u32] {
        match self {
            Brain::Uci(_, _, depths) => depths,
            _ => &[],
        }
    }
}

/// A middle-game line an outside program searches once when it starts, so that its
/// just-in-time compiler has done its work before the first game.
const WARM_UP: &str = "DcFeDbCaFcDeBaDcFeCbEfFcCaAaCf";

/// Every game's record, one JSON line each, when `--log` names a file.
static LOG: OnceLock<Mutex<std::fs::File>> = OnceLock::new();

/// Text as a JSON string (the ladder's own words and house letters, so only quotes and
/// backslashes need care).
fn json_text(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

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

const AB_WIN: i32 = 1_000;

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
/// Opening `opening` of a pairing (draw `attempt`): a few random plies from the start.
fn opening_game<P: Rules>(
    start: P,
    opening: usize,
    (fewest, most): (usize, usize),
    attempt: u64,
    repetition: Repetition,
) -> Game<P> {
    let mut game = Game::with_repetition(start, repetition);
    let mut rng = StdRng::seed_from_u64(seed(opening, 100 * attempt));
    let random_plies = fewest + opening % (most - fewest + 1);
    for _ in 0..random_plies {
        let moves: Vec<usize> = game.legal_moves().iter().collect();
        let Some(&house) = moves.choose(&mut rng) else {
            break;
        };
        if game.play(house).is_err() {
            break;
        }
    }
    game
}

/// Opening `opening`: with `balanced`, drawn again until a deep search finds neither side
/// clearly ahead.
fn chosen_opening<P: Rules>(start: P, opening: usize, setup: Setup) -> Game<P> {
    let mut game = opening_game(start, opening, setup.opening_plies, 0, setup.repetition);
    if let Some(margin) = setup.balanced {
        for attempt in 1..100 {
            let stop = AtomicBool::new(false);
            let judged = analyse(&game, setup.balance_nodes, Duration::from_secs(3600), &stop);
            if judged.score.abs() <= margin {
                break;
            }
            game = opening_game(
                start,
                opening,
                setup.opening_plies,
                attempt,
                setup.repetition,
            );
        }
    }
    game
}

/// Every opening of a ladder, chosen once (on every thread) and shared by all its pairings.
fn openings<P: Rules>(start: P, setup: Setup) -> Vec<Game<P>> {
    let count = setup.games.div_ceil(2);
    let chosen = Mutex::new(vec![None; count]);
    share_out(setup.threads, count, |opening| {
        let game = chosen_opening(start, setup.first_opening + opening, setup);
        chosen.lock().unwrap_or_else(|e| e.into_inner())[opening] = Some(game);
        true
    });
    chosen
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .flatten()
        .collect()
}

/// Congkak's openings, made by `--make-openings`.
fn congkak_openings_file() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("data/congkak-openings.txt")
}

/// Reads a file of openings: one a line, its plies as house letters (South's `A`, `B`, …,
/// North's `a`, `b`, …) separated by spaces; `#` starts a comment. Every ply must be legal,
/// and no two openings may reach the same position.
fn read_openings<P: Rules>(start: P, path: &Path) -> Result<Vec<Game<P>>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| format!("cannot read the openings {}: {error}", path.display()))?;
    parse_openings(start, &text)
        .map_err(|error| format!("the openings {} do not read: {error}", path.display()))
}

fn parse_openings<P: Rules>(start: P, text: &str) -> Result<Vec<Game<P>>, String> {
    let mut openings = Vec::new();
    let mut seen = HashSet::new();
    for (number, line) in text.lines().enumerate() {
        let line_number = number + 1;
        let plies = line.split('#').next().unwrap_or_default();
        if plies.trim().is_empty() {
            continue;
        }
        let mut game = Game::from_position(start);
        for letter in plies.split_whitespace() {
            let house = house_from_letter(start.layout(), letter)
                .map_err(|error| format!("line {line_number}: {error}"))?;
            game.play(house).map_err(|error| {
                format!("line {line_number}: {letter} cannot be played here ({error})")
            })?;
        }
        if game.is_over() {
            return Err(format!("line {line_number}: the game is already over"));
        }
        if !seen.insert(*game.position()) {
            return Err(format!(
                "line {line_number}: the same position as an earlier opening"
            ));
        }
        openings.push(game);
    }
    if openings.is_empty() {
        return Err("no opening in the file".to_string());
    }
    Ok(openings)
}

/// How `--make-openings` chooses openings.
struct Making {
    out: PathBuf,
    /// Openings to keep.
    count: usize,
    /// Random openings to draw at most, and their fewest and most plies.
    draws: usize,
    plies: (usize, usize),
    /// The searches that judge an opening, shallowest first: an opening is kept when each
    /// scores it within its margin of even; a search runs only on the openings the ones before
    /// it kept, so a quick first search spares the deep ones most of the work.
    judges: Vec<Judge>,
    /// Judgements of an earlier run, read from its output (`--known`): a search of a given
    /// opening and node budget always finds the same, so they are taken instead of searched
    /// again, and the file comes out as a run from scratch would make it.
    known: KnownJudgements,
}

/// Earlier judgements by the opening's plies and the judge's nodes.
type KnownJudgements = std::collections::HashMap<(String, u64), Judgement>;

/// Reads the `position` lines that `--make-openings` prints, as
/// `position    12 (D f c      ): +19.05 at 1000000 nodes (depth 14), ...`.
fn read_known(path: &Path) -> Result<KnownJudgements, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| format!("cannot read the judgements {}: {error}", path.display()))?;
    let mut known = KnownJudgements::new();
    for (number, line) in text.lines().enumerate() {
        let Some(rest) = line.strip_prefix("position") else {
            continue;
        };
        let bad = || {
            format!(
                "{} line {}: not a judged position",
                path.display(),
                number + 1
            )
        };
        let (_, rest) = rest.split_once('(').ok_or_else(bad)?;
        let (plies, rest) = rest.split_once("):").ok_or_else(bad)?;
        let plies = plies.split_whitespace().collect::<Vec<_>>().join(" ");
        let rest = rest.trim_end_matches("  kept");
        for part in rest.split(", ") {
            let judgement = parse_judgement(part.trim()).ok_or_else(bad)?;
            known.insert((plies.clone(), judgement.0), judgement.1);
        }
    }
    Ok(known)
}

/// `+0.55 at 10000000 nodes (depth 17)` as the nodes and the judgement.
fn parse_judgement(text: &str) -> Option<(u64, Judgement)> {
    let (score, rest) = text.split_once(" at ")?;
    let (nodes, rest) = rest.split_once(" nodes (depth ")?;
    let depth = rest.strip_suffix(')')?;
    let score: f64 = score.parse().ok()?;
    Some((
        nodes.parse().ok()?,
        Judgement {
            score: (score * f64::from(SEED)).round() as i32,
            depth: depth.parse().ok()?,
        },
    ))
}

#[derive(Clone, Copy)]
struct Judge {
    nodes: u64,
    /// In hundredths of a seed.
    margin: i32,
}

impl Judge {
    /// `NODES:SEEDS`.
    fn parse(text: &str) -> Option<Judge> {
        let (nodes, seeds) = text.split_once(':')?;
        let seeds: f64 = seeds.parse().ok()?;
        (seeds >= 0.0).then_some(Judge {
            nodes: nodes.parse().ok()?,
            margin: (seeds * f64::from(SEED)).round() as i32,
        })
    }

    fn text(self) -> String {
        format!(
            "{}:{}",
            self.nodes,
            f64::from(self.margin) / f64::from(SEED)
        )
    }
}

/// A search's score (hundredths of a seed, for the side to move) and depth.
#[derive(Clone, Copy)]
struct Judgement {
    score: i32,
    depth: u32,
}

fn judged<P: Rules>(game: &Game<P>, nodes: u64) -> Judgement {
    let stop = AtomicBool::new(false);
    let analysis = analyse(game, nodes, Duration::from_secs(3600), &stop);
    Judgement {
        score: analysis.score,
        depth: analysis.depth,
    }
}

/// The plies of a game as house letters.
fn plies_text<P: Rules>(game: &Game<P>) -> String {
    let layout = game.layout();
    let letters: Vec<String> = game
        .moves()
        .map(|report| house_letter(layout, report.origin).to_string())
        .collect();
    letters.join(" ")
}

/// What each judge found, as `+0.55 at 10000000 nodes (depth 17)`.
fn judgements_text(judges: &[Judge], judgements: &[Judgement]) -> String {
    let parts: Vec<String> = judges
        .iter()
        .zip(judgements)
        .map(|(judge, judgement)| {
            format!(
                "{:+.2} at {} nodes (depth {})",
                f64::from(judgement.score) / f64::from(SEED),
                judge.nodes,
                judgement.depth
            )
        })
        .collect();
    parts.join(", ")
}

/// Draws random openings from fixed seeds, keeps the first of each position, judges them in
/// turn and writes the first `count` that every judge finds near even. An opening's
/// judgement depends only on the opening, so the file is the same whatever the threads.
fn make_openings<P: Rules>(start: P, threads: usize, making: &Making) -> Result<(), String> {
    let clock = Instant::now();
    let (fewest, most) = making.plies;
    let mut seen = HashSet::new();
    let candidates: Vec<Game<P>> = (0..making.draws)
        .map(|draw| opening_game(start, draw, making.plies, 0, Repetition::default()))
        .filter(|game| !game.is_over() && seen.insert(*game.position()))
        .collect();
    println!(
        "{} different positions among {} random openings of {fewest}-{most} plies",
        candidates.len(),
        making.draws,
    );
    let kept = AtomicUsize::new(0);
    let verdicts: Mutex<Vec<Option<Vec<Judgement>>>> = Mutex::new(vec![None; candidates.len()]);
    share_out(threads, candidates.len(), |index| {
        let game = &candidates[index];
        let mut judgements = Vec::new();
        let plies = plies_text(game);
        for judge in &making.judges {
            let judgement = match making.known.get(&(plies.clone(), judge.nodes)) {
                Some(&judgement) => judgement,
                None => judged(game, judge.nodes),
            };
            judgements.push(judgement);
            if judgement.score.abs() > judge.margin {
                break;
            }
        }
        let pass = is_kept(&making.judges, &judgements);
        if pass {
            kept.fetch_add(1, Ordering::Relaxed);
        }
        println!(
            "position {index:5} ({plies:<11}): {}{}",
            judgements_text(&making.judges, &judgements),
            if pass { "  kept" } else { "" }
        );
        verdicts.lock().unwrap_or_else(|e| e.into_inner())[index] = Some(judgements);
        kept.load(Ordering::Relaxed) < making.count
    });
    // Every position taken was judged to the end, so the judged ones are the first few in
    // the order drawn, and the first `count` kept among them do not depend on the threads.
    let verdicts = verdicts.into_inner().unwrap_or_else(|e| e.into_inner());
    let chosen: Vec<(usize, &Game<P>, Vec<Judgement>)> = candidates
        .iter()
        .zip(verdicts)
        .enumerate()
        .filter_map(|(index, (game, judgements))| {
            let judgements = judgements?;
            is_kept(&making.judges, &judgements).then_some((index, game, judgements))
        })
        .take(making.count)
        .collect();
    // Counted up to the last opening kept, as a single thread would have stopped there.
    let judged_count = match chosen.last() {
        Some((index, _, _)) if chosen.len() == making.count => index + 1,
        _ => candidates.len(),
    };
    let judges: Vec<String> = making.judges.iter().map(|judge| judge.text()).collect();
    let mut text = String::new();
    let _ = writeln!(
        text,
        "# Congkak openings for the strength ladder (7 seeds a house), made by Tux's own search with\n\
         #   cargo run --release -p oware-tux --example ladder -- --make-openings --opening {fewest}-{most} --draws {} --count {} --judges {}\n\
         # Random openings of {fewest}-{most} plies from fixed seeds; the first of each position, in the\n\
         # order drawn, judged by searches of growing node budgets (NODES:SEEDS above) and kept when\n\
         # each scores it within that many seeds of even. {} positions judged, {} kept.\n\
         # An opening a line: its plies as house letters (South's A-G, North's a-g). After the #,\n\
         # for people: the side to move, houses A-G a-g, the stores, and what the searches found\n\
         # (seeds for the side to move).",
        making.draws,
        making.count,
        judges.join(","),
        judged_count,
        chosen.len(),
    );
    for (_, game, judgements) in &chosen {
        let houses: Vec<String> = game.position().houses().iter().map(u8::to_string).collect();
        let stores = game.position().stores();
        let _ = writeln!(
            text,
            "{:<12}# {} {}  {} {}  {}",
            plies_text(game),
            match game.to_move() {
                Side::South => 'S',
                Side::North => 'N',
            },
            houses.join(" "),
            stores[0],
            stores[1],
            judgements_text(&making.judges, judgements),
        );
    }
    std::fs::write(&making.out, text)
        .map_err(|error| format!("cannot write {}: {error}", making.out.display()))?;
    println!(
        "{} openings written to {} in {:.0} s ({judged_count} positions judged)",
        chosen.len(),
        making.out.display(),
        clock.elapsed().as_secs_f64()
    );
    if chosen.len() < making.count {
        return Err(format!(
            "only {} of the {} openings asked for were found; draw more (--draws)",
            chosen.len(),
            making.count
        ));
    }
    Ok(())
}

/// True when every judge ran and found the opening within its margin.
fn is_kept(judges: &[Judge], judgements: &[Judgement]) -> bool {
    judgements.len() == judges.len()
        && judges
            .iter()
            .zip(judgements)
            .all(|(judge, judgement)| judgement.score.abs() <= judge.margin)
}

fn play<P: Rules>(
    opening: &Game<P>,
    a: Player,
    b: Player,
    number: usize,
    setup: Setup,
) -> (Option<bool>, usize) {
    let a_side = if number.is_multiple_of(2) {
        Side::South
    } else {
        Side::North
    };
    let mut game = opening.clone();
    let mut brain_a = Brain::new(a, seed(number, 1));
    let mut brain_b = Brain::new(b, seed(number, 2));
    let stop = AtomicBool::new(false);
    let mut forfeit = None;
    while !game.is_over() {
        let brain = if game.to_move() == a_side {
            &mut brain_a
        } else {
            &mut brain_b
        };
        let house = match brain.choose(&game, &stop) {
            Ok(Some(house)) => house,
            Ok(None) => break,
            Err(reason) => {
                forfeit = Some((game.to_move(), reason));
                break;
            }
        };
        if let Err(error) = game.play(house) {
            panic!(
                "game {number}: illegal move {house} ({error}) in {:?}",
                game.position()
            );
        }
    }
    let (winner, scores, reason) = match (&forfeit, game.status()) {
        (Some((loser, _)), _) => (Some(loser.opponent()), [0, 0], "forfeit"),
        (None, oware_rules::GameStatus::Over(outcome)) => {
            (outcome.winner, outcome.scores, outcome.reason.code())
        }
        (None, oware_rules::GameStatus::Ongoing) => (None, [0, 0], "unfinished"),
    };
    let result = match winner {
        Some(side) if side == a_side => "won",
        Some(_) => "lost",
        None => "drew",
    };
    let mine = scores[a_side.index()];
    let theirs = scores[a_side.opponent().index()];
    if setup.verbose {
        println!(
            "game {number:3}: opening {:3}, {} as {a_side:?}, {result} {mine}-{theirs} in {} plies ({reason}){}",
            number / 2,
            a.name(),
            game.move_count(),
            forfeit.as_ref().map_or(String::new(), |(side, why)| format!(": {side:?} {why}")),
        );
    }
    if let Some(log) = LOG.get() {
        let depths = |brain: &Brain| {
            let list: Vec<String> = brain.depths().iter().map(u32::to_string).collect();
            format!("[{}]", list.join(","))
        };
        let line = format!(
            "{{\"game\":{number},\"opening\":{},\"opening_plies\":{},\"a\":{},\"b\":{},\"a_side\":\"{}\",\"result\":\"{result}\",\"reason\":\"{reason}\",\"scores\":[{},{}],\"plies\":{},\"moves\":\"{}\",\"a_depths\":{},\"b_depths\":{}}}",
            number / 2,
            opening.move_count(),
            json_text(&a.name()),
            json_text(&b.name()),
            a_side.name(),
            scores[0],
            scores[1],
            game.move_count(),
            plies_text(&game).replace(' ', ""),
            depths(&brain_a),
            depths(&brain_b),
        );
        let mut file = log.lock().unwrap_or_else(|e| e.into_inner());
        let _ = writeln!(file, "{line}");
    }
    (winner.map(|side| side == a_side), game.move_count())
}

fn pairing<P: Rules>(openings: &[Game<P>], a: Player, b: Player, setup: Setup) -> Tally {
    let Setup { games, threads, .. } = setup;
    let tally = Mutex::new(Tally::default());
    share_out(threads, games, |number| {
        let Some(opening) = openings.get(number / 2) else {
            return false;
        };
        let (result, plies) = play(opening, a, b, number, setup);
        let mut tally = tally.lock().unwrap_or_else(|e| e.into_inner());
        match result {
            Some(true) => tally.wins += 1,
            Some(false) => tally.losses += 1,
            None => tally.draws += 1,
        }
        tally.plies += plies as u64;
        true
    });
    tally.into_inner().unwrap_or_else(|e| e.into_inner())
}

/// How a pairing is played: how many games, on how many threads, from openings of how many
/// random plies.
#[derive(Clone, Copy)]
struct Setup {
    games: usize,
    threads: usize,
    opening_plies: (usize, usize),
    /// Keep only openings that a search of `balance_nodes` scores within this many
    /// hundredths of a seed of even, so that neither side starts with a won game.
    balanced: Option<i32>,
    /// The node budget of the search that judges an opening balanced (50 000).
    balance_nodes: u64,
    /// Print every game's result.
    verbose: bool,
    /// Instead of playing, judge every opening with a search of this many nodes.
    judge: Option<u64>,
    /// How a repeated position ends the games played (Oware).
    repetition: Repetition,
    /// The number of the first random opening, so that two runs side by side (one a core)
    /// play different openings and their games add up to one larger match.
    first_opening: usize,
}

struct Requirement {
    a: Player,
    b: Player,
    /// The range of scores `a` must reach, in per cent.
    range: std::ops::RangeInclusive<f64>,
}

/// The targets: level 1 no better than a greedy player, every step real but reachable
/// (60-85 % against the level below), the top level far above a plain 8-ply search.
fn default_pairings() -> Vec<Requirement> {
    let mut list = vec![Requirement {
        a: Player::Tux(1),
        b: Player::Greedy,
        range: 0.0..=50.0,
    }];
    for level in 2..=LEVELS {
        list.push(Requirement {
            a: Player::Tux(level),
            b: Player::Tux(level - 1),
            range: 60.0..=85.0,
        });
    }
    list.push(Requirement {
        a: Player::Tux(LEVELS),
        b: Player::AlphaBeta(8),
        range: 90.0..=100.0,
    });
    list
}

fn usage() -> ExitCode {
    eprintln!(
        "usage: ladder [--game ID]... [--games N] [--threads N] [--opening MIN-MAX] [--balanced SEEDS | --any-opening] [--balance-nodes N] [--congkak-openings FILE | --random-openings] [--repetition first|third] [--first-opening N] [--verbose] [--log FILE] [--judge NODES] [--pair A:B]..."
    );
    eprintln!(
        "       ladder --make-openings [--out FILE] [--count N] [--draws N] [--opening MIN-MAX] [--judges NODES:SEEDS,...] [--known LOG]... [--threads N]"
    );
    eprintln!("--known LOG takes the judgements an earlier --make-openings printed instead of searching again");
    eprintln!("Congkak plays the openings of data/congkak-openings.txt (--congkak-openings FILE),");
    eprintln!("  or random ones like the other games (--random-openings); --make-openings makes");
    eprintln!("  that file again: random openings that deep searches all score near even");
    eprintln!("games: oware, kalah, congkak, togyz (default: all four)");
    eprintln!("--verbose prints every game; --judge NODES only scores every opening that deep");
    eprintln!("players: 1..={LEVELS} (Tux levels), greedy, abN (plain N-ply alpha-beta),");
    eprintln!("  L<depth>-<temperature>-<random %>, S<nodes>[g] (candidate levels; g orders");
    eprintln!("  moves by store gain),");
    eprintln!("  M<ms> (Oware's master level with that much time a move; a candidate with");
    eprintln!("    /keep, /fresh, /trust, /w=ROW,VULNERABLE,EMPTY,KROO,TEMPO,TUZDYK[,KROO_SEEDS], /bits=N,");
    eprintln!("    /lmr, /lmr=DEPTH,MOVE, /notables, /noestimates, /qs=N, /loose=rows,");
    eprintln!("    /loose=between, /odd, /even),");
    eprintln!("  uci=PATH@MS (an outside program speaking UCI, MS milliseconds a move),");
    eprintln!("--repetition first ends Oware games at the first repetition since a capture;");
    eprintln!("--log FILE adds a JSON line for every game (moves, result, outside depths)");
    eprintln!(
        "  plain@NODES, rich@NODES, w=ROW,VULNERABLE,EMPTY,KROO,TEMPO,TUZDYK[,READY,TARGET]@NODES (top-level search)"
    );
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut setup = Setup {
        games: 100,
        threads: 2,
        opening_plies: (2, 4),
        balanced: Some(2 * SEED),
        balance_nodes: 50_000,
        verbose: false,
        judge: None,
        repetition: Repetition::default(),
        first_opening: 0,
    };
    let mut pairs = Vec::new();
    let mut kinds = Vec::new();
    let mut congkak_file = Some(congkak_openings_file());
    let mut make_openings_asked = false;
    let mut make = Making {
        out: congkak_openings_file(),
        count: 50,
        draws: 30_000,
        plies: (2, 6),
        judges: vec![
            Judge {
                nodes: 1_000_000,
                margin: 10 * SEED,
            },
            Judge {
                nodes: 10_000_000,
                margin: 2 * SEED,
            },
            Judge {
                nodes: 40_000_000,
                margin: 2 * SEED,
            },
        ],
        known: KnownJudgements::new(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--games" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) => setup.games = n,
                None => return usage(),
            },
            "--threads" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) if n > 0 => setup.threads = n,
                _ => return usage(),
            },
            "--balanced" => match args.next().and_then(|n| n.parse::<i32>().ok()) {
                Some(seeds) if seeds >= 0 => setup.balanced = Some(seeds * SEED),
                _ => return usage(),
            },
            "--any-opening" => setup.balanced = None,
            "--verbose" => setup.verbose = true,
            "--first-opening" => match args.next().and_then(|n| n.parse().ok()) {
                Some(first) => setup.first_opening = first,
                None => return usage(),
            },
            "--repetition" => match args.next().and_then(|id| Repetition::from_id(&id)) {
                Some(rule) => setup.repetition = rule,
                None => return usage(),
            },
            "--log" => {
                let file = args.next().map(|path| {
                    std::fs::OpenOptions::new()
                        .create(true)
                        .append(true)
                        .open(&path)
                        .map_err(|error| format!("cannot open the log {path}: {error}"))
                });
                match file {
                    Some(Ok(file)) => {
                        let _ = LOG.set(Mutex::new(file));
                    }
                    Some(Err(error)) => {
                        eprintln!("ladder: {error}");
                        return ExitCode::FAILURE;
                    }
                    None => return usage(),
                }
            }
            "--balance-nodes" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) => setup.balance_nodes = n,
                None => return usage(),
            },
            "--judge" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) => setup.judge = Some(n),
                None => return usage(),
            },
            "--opening" => {
                let range = args.next().and_then(|text| {
                    let (low, high) = text.split_once('-')?;
                    Some((low.parse().ok()?, high.parse().ok()?))
                });
                match range {
                    Some((low, high)) if low <= high => {
                        setup.opening_plies = (low, high);
                        make.plies = (low, high);
                    }
                    _ => return usage(),
                }
            }
            "--congkak-openings" => match args.next() {
                Some(path) => congkak_file = Some(PathBuf::from(path)),
                None => return usage(),
            },
            "--random-openings" => congkak_file = None,
            "--make-openings" => make_openings_asked = true,
            "--out" => match args.next() {
                Some(path) => make.out = PathBuf::from(path),
                None => return usage(),
            },
            "--count" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) => make.count = n,
                None => return usage(),
            },
            "--draws" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) => make.draws = n,
                None => return usage(),
            },
            "--known" => match args.next().map(|path| read_known(Path::new(&path))) {
                Some(Ok(known)) => make.known.extend(known),
                Some(Err(error)) => {
                    eprintln!("ladder: {error}");
                    return ExitCode::FAILURE;
                }
                None => return usage(),
            },
            "--judges" => {
                let judges: Option<Vec<Judge>> = args
                    .next()
                    .and_then(|text| text.split(',').map(Judge::parse).collect());
                match judges {
                    Some(judges) if !judges.is_empty() => make.judges = judges,
                    _ => return usage(),
                }
            }
            "--game" => match args.next().and_then(|id| GameKind::from_id(&id)) {
                Some(kind) => kinds.push(kind),
                None => return usage(),
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
                        range: 0.0..=100.0,
                    }),
                    None => return usage(),
                }
            }
            _ => return usage(),
        }
    }
    if kinds.is_empty() {
        kinds = GameKind::ALL.to_vec();
    }
    let requirements = if pairs.is_empty() {
        default_pairings()
    } else {
        pairs
    };
    if make_openings_asked {
        return match make_openings(congkak::Position::start(7), setup.threads, &make) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("ladder: {error}");
                ExitCode::FAILURE
            }
        };
    }
    let started = Instant::now();
    let mut all_pass = true;
    for kind in kinds {
        let table = match kind {
            GameKind::Oware => ladder(
                "Oware",
                abapa::Position::start(abapa::Variant::ABAPA),
                &requirements,
                setup,
                None,
            ),
            GameKind::Kalah => ladder(
                "Kalah",
                kalah::Position::start(4),
                &requirements,
                setup,
                None,
            ),
            GameKind::Congkak => ladder(
                "Congkak",
                congkak::Position::start(7),
                &requirements,
                setup,
                congkak_file.as_deref(),
            ),
            GameKind::TogyzKumalak => ladder(
                "Togyz Kumalak",
                togyz::Position::start(),
                &requirements,
                setup,
                None,
            ),
        };
        match table {
            Ok(pass) => all_pass &= pass,
            Err(error) => {
                eprintln!("ladder: {error}");
                return ExitCode::FAILURE;
            }
        }
    }
    uci::close_all();
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

/// Plays and prints one game's table; true when every target is met. The openings are
/// random ones, or those of `file`.
fn ladder<P: Rules>(
    name: &str,
    start: P,
    requirements: &[Requirement],
    setup: Setup,
    file: Option<&Path>,
) -> Result<bool, String> {
    let (fewest, most) = setup.opening_plies;
    let clock = Instant::now();
    let needed = setup.games.div_ceil(2);
    let (openings, about) = match file {
        Some(path) => {
            let mut openings = read_openings(start, path)?;
            if openings.len() < needed {
                return Err(format!(
                    "{} holds {} openings; {} games need {needed}",
                    path.display(),
                    openings.len(),
                    setup.games
                ));
            }
            openings.truncate(needed);
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            (openings, format!("the first {needed} openings of {name}"))
        }
        None => {
            let balance = match setup.balanced {
                Some(margin) => format!(" within {} seeds of even", margin / SEED),
                None => String::new(),
            };
            (
                openings(start, setup),
                format!("openings of {fewest}-{most} random plies{balance}"),
            )
        }
    };
    if let Some(nodes) = setup.judge {
        judge(&openings, nodes, setup.threads);
        return Ok(true);
    }
    println!();
    println!(
        "{} openings chosen in {:.0} s",
        openings.len(),
        clock.elapsed().as_secs_f64()
    );
    println!(
        "{name} strength ladder: {} games a pairing, {about}, colours alternated",
        setup.games
    );
    println!(
        "| {:<14} | {:<14} | {:>4} | {:>4} | {:>4} | {:>6} | {:>10} | {:>7} | {:<10} |",
        "player", "opponent", "won", "draw", "lost", "score", "plies/game", "seconds", "target"
    );
    println!(
        "|{:-<16}|{:-<16}|{:->6}|{:->6}|{:->6}|{:->8}|{:->12}|{:->9}|{:-<12}|",
        "", "", "", "", "", "", "", "", ""
    );
    let mut all_pass = true;
    for req in requirements {
        let clock = Instant::now();
        let tally = pairing(&openings, req.a, req.b, setup);
        let percent = tally.percent();
        let (low, high) = (*req.range.start(), *req.range.end());
        let pass = req.range.contains(&percent);
        let target = match (low > 0.0, high < 100.0) {
            (false, false) => "-".to_string(),
            (false, true) => format!("<= {high:.0} %"),
            (true, false) => format!(">= {low:.0} %"),
            (true, true) => format!("{low:.0}-{high:.0} %"),
        };
        all_pass &= pass;
        println!(
            "| {:<14} | {:<14} | {:>4} | {:>4} | {:>4} | {:>5.1}% | {:>10.1} | {:>7.0} | {:<10} |{}",
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
    Ok(all_pass)
}

/// Prints what a deep search finds in every opening: the score for the player to move, in
/// seeds, or a forced win or loss.
fn judge<P: Rules>(openings: &[Game<P>], nodes: u64, threads: usize) {
    share_out(threads, openings.len(), |index| {
        let game = &openings[index];
        let stop = AtomicBool::new(false);
        let clock = Instant::now();
        let analysis = analyse(game, nodes, Duration::from_secs(3600), &stop);
        let score = match analysis.score {
            s if s > 29_000 => format!("{:?} to move wins", game.to_move()),
            s if s < -29_000 => format!("{:?} to move loses", game.to_move()),
            s => format!(
                "{:+.2} seeds for {:?}",
                f64::from(s) / 100.0,
                game.to_move()
            ),
        };
        println!(
            "opening {index:3}: {:?} stores {:?} depth {} {score} ({} nodes, {:.0} s)",
            game.position().houses(),
            game.position().stores(),
            analysis.depth,
            analysis.nodes,
            clock.elapsed().as_secs_f64()
        );
        true
    });
}

/// Hands out the items `0..count` in order to `threads` threads; `work` answers whether its
/// thread should take another.
fn share_out(threads: usize, count: usize, work: impl Fn(usize) -> bool + Sync) {
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= count || !work(index) {
                    break;
                }
            });
        }
    });
}
