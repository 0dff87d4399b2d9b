//! The players a ladder pairs: Tux's levels, candidate levels and masters, simple
//! opponents and outside programs, as `--pair` names them.

use std::path::Path;
use std::str::FromStr;

use oware_tux::{
    Deepening, Evaluation, Level, LooseValue, MasterTuning, Reductions, Style, Weights, LEVELS,
};

/// The players `--pair` names.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Player {
    /// A level of the ladder.
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
fn parse_weights(text: &str) -> Result<Weights, String> {
    let bad = || {
        format!(
            "'{text}' is not w=ROW,VULNERABLE,EMPTY,KROO,TEMPO,TUZDYK[,READY,TARGET][,KROO_SEEDS] (whole numbers)"
        )
    };
    let w: Vec<i32> = text
        .strip_prefix("w=")
        .ok_or_else(bad)?
        .split(',')
        .map(|n| n.parse().ok())
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    // Six weights, or eight with the stores' terms; then, optionally, the seeds of a kroo.
    let (weights, kroo_seeds) = match w.len() {
        6 | 8 => (&w[..], None),
        7 | 9 => (&w[..w.len() - 1], w.last().copied()),
        _ => return Err(bad()),
    };
    let (row_seed, vulnerable, empty, kroo, tempo, tuzdyk, ready, target) = match weights[..] {
        [a, b, c, d, e, f] => (a, b, c, d, e, f, 0, 0),
        [a, b, c, d, e, f, g, h] => (a, b, c, d, e, f, g, h),
        _ => return Err(bad()),
    };
    Ok(Weights {
        row_seed,
        vulnerable,
        empty,
        kroo,
        kroo_seeds: match kroo_seeds {
            Some(seeds) => u8::try_from(seeds)
                .map_err(|_| format!("'{text}': a kroo of {seeds} seeds is out of range"))?,
            None => Weights::TUNED.kroo_seeds,
        },
        tempo,
        tuzdyk,
        ready,
        target,
    })
}

/// `text` as a number, or an error that says what `what` should have been.
fn number<T: FromStr>(text: &str, what: &str) -> Result<T, String> {
    text.parse().map_err(|_| format!("'{text}' is not {what}"))
}

/// The master's tuning after `M<ms>`: each `/`-separated option changes the default one.
fn master_tuning<'a>(options: impl Iterator<Item = &'a str>) -> Result<MasterTuning, String> {
    let mut tuning = MasterTuning::default();
    for part in options {
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
            let (depth, first) = spec
                .split_once(',')
                .ok_or_else(|| format!("'/{part}' is not /lmr=DEPTH,MOVE"))?;
            tuning.reduce_late = Some(Reductions {
                min_depth: number(depth, "a depth")?,
                first_move: number(first, "a place in the order")?,
            });
        } else if part == "loose=rows" {
            tuning.loose = LooseValue::Rows;
        } else if part == "loose=between" {
            tuning.loose = LooseValue::Between;
        } else if let Some(plies) = part.strip_prefix("qs=") {
            tuning.capture_plies = number(plies, "a number of plies")?;
        } else if part == "odd" {
            tuning.deepening = Deepening::OddPlies;
        } else if part == "even" {
            tuning.deepening = Deepening::EvenPlies;
        } else if part == "fresh" {
            tuning.keep_table = false;
        } else if let Some(bits) = part.strip_prefix("bits=") {
            tuning.table_bits = number(bits, "a number of bits")
                .ok()
                .filter(|b| (10..=26).contains(b))
                .ok_or_else(|| format!("'/{part}': the table's bits go from 10 to 26"))?;
        } else if part.starts_with("w=") {
            tuning.eval = Evaluation::Rich(parse_weights(part)?);
        } else {
            return Err(format!(
                "'/{part}' is not a master's option (keep, fresh, trust, notables, noestimates, \
                 lmr, lmr=DEPTH,MOVE, loose=rows, loose=between, qs=N, odd, even, bits=N, w=...)"
            ));
        }
    }
    Ok(tuning)
}

impl FromStr for Player {
    type Err = String;

    /// A player as `--pair` names it; see the variants of [`Player`].
    fn from_str(text: &str) -> Result<Player, String> {
        if text == "greedy" {
            return Ok(Player::Greedy);
        }
        if let Some(spec) = text.strip_prefix("uci=") {
            let (path, millis) = spec
                .rsplit_once('@')
                .ok_or_else(|| format!("'{text}' is not uci=PATH@MS"))?;
            let millis = number(millis, "a number of milliseconds")?;
            // The path lives as long as the ladder; a player stays a small copyable value.
            return Ok(Player::Uci(
                Box::leak(path.to_string().into_boxed_str()),
                millis,
            ));
        }
        if let Some(spec) = text.strip_prefix('L') {
            let parts: Vec<&str> = spec.split('-').collect();
            let [depth, temperature, random] = parts[..] else {
                return Err(format!("'{text}' is not L<depth>-<temperature>-<random %>"));
            };
            let random: f64 = number(random, "a percentage")?;
            return Ok(Player::Custom(Level::learner(
                number(depth, "a depth")?,
                random / 100.0,
                number(temperature, "a temperature")?,
            )));
        }
        if let Some(spec) = text.strip_prefix('M') {
            let mut parts = spec.split('/');
            let millis = number(parts.next().unwrap_or_default(), "a number of milliseconds")?;
            return Ok(Player::Master(millis, master_tuning(parts)?));
        }
        if let Some(spec) = text.strip_prefix('S') {
            // `S<nodes>`, then `g` to order moves by store gain.
            let digits = spec.trim_end_matches('g');
            let style = Style {
                order_by_gain: digits.len() < spec.len(),
            };
            let level = Level::searcher(number(digits, "a number of nodes")?, 20).with_style(style);
            return Ok(Player::Custom(level));
        }
        if let Some(depth) = text.strip_prefix("ab") {
            return number(depth, "a depth").map(Player::AlphaBeta);
        }
        if let Some((eval, nodes)) = text.rsplit_once('@') {
            let nodes = number(nodes, "a number of nodes")?;
            let eval = match eval {
                "plain" => Evaluation::Plain,
                "rich" => Evaluation::RICH,
                weights => Evaluation::Rich(parse_weights(weights)?),
            };
            return Ok(Player::Search(eval, nodes));
        }
        text.parse()
            .ok()
            .filter(|level| (1..=LEVELS).contains(level))
            .map(Player::Tux)
            .ok_or_else(|| {
                format!(
                    "'{text}' is not a player: 1..={LEVELS}, greedy, abN, L<depth>-<temperature>-<random %>, \
                     S<nodes>[g], M<ms>[/option...], uci=PATH@MS, plain@NODES, rich@NODES or w=...@NODES"
                )
            })
    }
}

impl Player {
    /// The player's name in the tables.
    pub fn name(self) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn player(text: &str) -> Player {
        match text.parse() {
            Ok(player) => player,
            Err(error) => panic!("{text}: {error}"),
        }
    }

    fn refusal(text: &str) -> String {
        match text.parse::<Player>() {
            Ok(player) => panic!("{text} read as {player:?}"),
            Err(error) => error,
        }
    }

    #[test]
    fn every_kind_of_player_reads() {
        assert_eq!(player("7"), Player::Tux(7));
        assert_eq!(player("greedy"), Player::Greedy);
        assert_eq!(player("ab8"), Player::AlphaBeta(8));
        assert_eq!(
            player("L3-110-5"),
            Player::Custom(Level::learner(3, 0.05, 110))
        );
        let by_gain = Style {
            order_by_gain: true,
        };
        assert_eq!(
            player("S20000g"),
            Player::Custom(Level::searcher(20_000, 20).with_style(by_gain))
        );
        assert_eq!(player("S1500"), Player::Custom(Level::searcher(1_500, 20)));
        assert_eq!(
            player("plain@5000"),
            Player::Search(Evaluation::Plain, 5_000)
        );
        assert_eq!(player("rich@5000"), Player::Search(Evaluation::RICH, 5_000));
        assert_eq!(
            player("uci=/opt/aalina@100"),
            Player::Uci("/opt/aalina", 100)
        );
        assert_eq!(player("M200"), Player::Master(200, MasterTuning::default()));
    }

    #[test]
    fn weights_read_with_six_seven_eight_or_nine_numbers() {
        let Player::Search(Evaluation::Rich(six), 100) = player("w=4,0,60,80,20,0@100") else {
            panic!("not a search with weights");
        };
        assert_eq!((six.row_seed, six.empty, six.tempo), (4, 60, 20));
        assert_eq!((six.ready, six.target), (0, 0));
        assert_eq!(six.kroo_seeds, Weights::TUNED.kroo_seeds);
        let Player::Search(Evaluation::Rich(nine), _) = player("w=1,2,3,4,5,6,7,8,9@100") else {
            panic!("not a search with weights");
        };
        assert_eq!((nine.ready, nine.target, nine.kroo_seeds), (7, 8, 9));
        let Player::Search(Evaluation::Rich(seven), _) = player("w=1,2,3,4,5,6,11@100") else {
            panic!("not a search with weights");
        };
        assert_eq!((seven.tuzdyk, seven.ready, seven.kroo_seeds), (6, 0, 11));
        assert!(refusal("w=1,2,3,4,5@100").contains("w=ROW"));
        assert!(refusal("w=1,2,3,4,5,6,7,8,300@100").contains("out of range"));
    }

    #[test]
    fn every_master_option_changes_its_setting() {
        let Player::Master(100, tuning) = player(
            "M100/fresh/trust/notables/noestimates/lmr=4,3/loose=rows/qs=6/odd/bits=22/w=1,2,3,4,5,6",
        ) else {
            panic!("not a master");
        };
        let default = MasterTuning::default();
        assert!(default.keep_table && !tuning.keep_table);
        assert!(tuning.trust_loose && !tuning.endgame_tables && !tuning.horizon_estimates);
        assert_eq!(
            tuning.reduce_late,
            Some(Reductions {
                min_depth: 4,
                first_move: 3
            })
        );
        assert_eq!(tuning.loose, LooseValue::Rows);
        assert_eq!(tuning.capture_plies, 6);
        assert_eq!(tuning.deepening, Deepening::OddPlies);
        assert_eq!(tuning.table_bits, 22);
        assert_ne!(tuning.eval, default.eval);
        let Player::Master(_, later) = player("M50/fresh/keep/lmr/loose=between/even") else {
            panic!("not a master");
        };
        assert!(later.keep_table);
        assert_eq!(later.reduce_late, Some(Reductions::USUAL));
        assert_eq!(later.loose, LooseValue::Between);
        assert_eq!(later.deepening, Deepening::EvenPlies);
    }

    #[test]
    fn bad_players_are_refused_with_what_was_wrong() {
        assert!(refusal("11").contains("is not a player"));
        assert!(refusal("0").contains("is not a player"));
        assert!(refusal("grumpy").contains("is not a player"));
        assert!(refusal("abx").contains("'x' is not a depth"));
        assert!(refusal("L3-110").contains("L<depth>-<temperature>-<random %>"));
        assert!(refusal("Sfast").contains("is not a number of nodes"));
        assert!(refusal("M").contains("milliseconds"));
        assert!(refusal("M100/deep").contains("'/deep' is not a master's option"));
        assert!(refusal("M100/bits=30").contains("from 10 to 26"));
        assert!(refusal("M100/lmr=3").contains("/lmr=DEPTH,MOVE"));
        assert!(refusal("uci=/opt/aalina").contains("uci=PATH@MS"));
        assert!(refusal("uci=/opt/aalina@soon").contains("milliseconds"));
        assert!(refusal("fancy@100").contains("w=ROW"));
    }

    #[test]
    fn names_say_who_plays() {
        assert_eq!(player("3").name(), "level 3");
        assert_eq!(player("M100").name(), "master 100 ms");
        assert_eq!(player("M100/fresh").name(), "candidate 100 ms");
        assert_eq!(player("uci=/opt/aalina@100").name(), "aalina 100 ms");
        assert_eq!(player("S20000g").name(), "S20000g");
    }
}
