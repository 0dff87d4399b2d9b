//! One pairing of a ladder: its games, played from the openings with the colours swapped,
//! and their results.

use std::io::Write as _;
use std::sync::atomic::AtomicBool;
use std::sync::{Mutex, OnceLock};

use oware_rules::{Game, Repetition, Rules, Side};
use oware_tux::LEVELS;

use crate::brain::Brain;
use crate::openings::plies_text;
use crate::players::Player;
use crate::share_out;

/// Every game's record, one JSON line each, when `--log` names a file.
pub static LOG: OnceLock<Mutex<std::fs::File>> = OnceLock::new();

/// Text as a JSON string (the ladder's own words and house letters, so only quotes and
/// backslashes need care).
fn json_text(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

/// SplitMix64: turns a game number into independent-looking seeds.
pub fn seed(game: usize, stream: u64) -> u64 {
    let mut z = (game as u64)
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        .wrapping_add(stream.wrapping_mul(0xbf58_476d_1ce4_e5b9));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[derive(Clone, Copy, Default)]
/// What a pairing's games gave the first player.
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub plies: u64,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    pub fn percent(&self) -> f64 {
        100.0 * (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games())
    }
}

/// Plays game `number` of a pairing. Games come in pairs from the same opening, with the
/// colours swapped, so that neither side profits from a lucky opening.
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

pub fn pairing<P: Rules>(openings: &[Game<P>], a: Player, b: Player, setup: Setup) -> Tally {
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
pub struct Setup {
    pub games: usize,
    pub threads: usize,
    pub opening_plies: (usize, usize),
    /// Keep only openings that a search of `balance_nodes` scores within this many
    /// hundredths of a seed of even, so that neither side starts with a won game.
    pub balanced: Option<i32>,
    /// The node budget of the search that judges an opening balanced (50 000).
    pub balance_nodes: u64,
    /// Print every game's result.
    pub verbose: bool,
    /// Instead of playing, judge every opening with a search of this many nodes.
    pub judge: Option<u64>,
    /// How a repeated position ends the games played (Oware).
    pub repetition: Repetition,
    /// The number of the first random opening, so that two runs side by side (one a core)
    /// play different openings and their games add up to one larger match.
    pub first_opening: usize,
}

/// A pairing and the score its first player should reach.
pub struct Requirement {
    pub a: Player,
    pub b: Player,
    /// The range of scores `a` must reach, in per cent.
    pub range: std::ops::RangeInclusive<f64>,
}

/// The targets: level 1 no better than a greedy player, every step real but reachable
/// (60-85 % against the level below), the top level far above a plain 8-ply search.
pub fn default_pairings() -> Vec<Requirement> {
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
