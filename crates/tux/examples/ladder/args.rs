//! The ladder's command line: what to play (the games, the pairings and their openings) or
//! which openings to make.

use std::path::PathBuf;

use clap::Parser;
use oware_rules::{GameKind, Repetition};
use oware_tux::SEED;

use crate::making::{read_known, Judge, KnownJudgements, Making};
use crate::openings::congkak_openings_file;
use crate::pairing::{default_pairings, Requirement, Setup};
use crate::players::Player;

/// What `--pair` takes and `--help` lists.
const PLAYERS: &str = "\
Players (--pair A:B, A scored against B):
  1..=10                 Tux's levels
  greedy                 the biggest capture at once, else at random
  abN                    a plain N-ply alpha-beta search on the store difference
  L<depth>-<temperature>-<random %>, S<nodes>[g]
                         candidate levels (g orders moves by store gain)
  M<ms>                  Oware's master level with that much time a move; a candidate with
                         /keep, /fresh, /trust, /w=ROW,VULNERABLE,EMPTY,KROO,TEMPO,TUZDYK[,KROO_SEEDS],
                         /bits=N, /lmr, /lmr=DEPTH,MOVE, /notables, /noestimates, /qs=N,
                         /loose=rows, /loose=between, /odd, /even
  uci=PATH@MS            an outside program speaking UCI, MS milliseconds a move
  plain@NODES, rich@NODES, w=ROW,VULNERABLE,EMPTY,KROO,TEMPO,TUZDYK[,READY,TARGET]@NODES
                         the top level's search with that evaluation
Without --pair every level plays the one below, level 1 a greedy player and the top level
a plain 8-ply search, each with its target.
Congkak plays the openings of data/congkak-openings.txt (--congkak-openings FILE), or random
ones like the other games (--random-openings); --make-openings makes that file again: random
openings that deep searches all score near even.";

/// The strength ladder of every game, or Congkak's ladder openings made again.
#[derive(Parser, Debug)]
#[command(name = "ladder", args_override_self = true, after_help = PLAYERS)]
pub struct Args {
    /// A game to play: oware, kalah, congkak or togyz; again for another (default: all four)
    #[arg(long, value_name = "ID", value_parser = game_kind)]
    pub game: Vec<GameKind>,
    /// Games a pairing
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub games: usize,
    /// Threads playing at once
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = threads)]
    pub threads: usize,
    /// The random plies of an opening [default: 2-4; with --make-openings 2-6]
    #[arg(long, value_name = "MIN-MAX", value_parser = plies)]
    pub opening: Option<(usize, usize)>,
    /// Only openings a search scores within this many seeds of even [default: 2]
    #[arg(
        long,
        value_name = "SEEDS",
        allow_negative_numbers = true,
        value_parser = seeds,
        overrides_with = "any_opening"
    )]
    pub balanced: Option<i32>,
    /// Any random opening, balanced or not
    #[arg(long, overrides_with = "balanced")]
    pub any_opening: bool,
    /// The nodes of the search that judges an opening balanced
    #[arg(long, value_name = "N", default_value_t = 50_000)]
    pub balance_nodes: u64,
    /// Congkak's openings [default: data/congkak-openings.txt]
    #[arg(long, value_name = "FILE", overrides_with = "random_openings")]
    pub congkak_openings: Option<PathBuf>,
    /// Random openings for Congkak too
    #[arg(long, overrides_with = "congkak_openings")]
    pub random_openings: bool,
    /// How a repeated position ends Oware's games: first (since the last capture) or third
    #[arg(long, value_name = "RULE", value_parser = repetition)]
    pub repetition: Option<Repetition>,
    /// The number of the first random opening, so that runs side by side play different ones
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub first_opening: usize,
    /// Print every game
    #[arg(long)]
    pub verbose: bool,
    /// Add a JSON line for every game (moves, result, outside depths) to this file
    #[arg(long, value_name = "FILE")]
    pub log: Option<PathBuf>,
    /// Only score every opening with a search of this many nodes
    #[arg(long, value_name = "NODES")]
    pub judge: Option<u64>,
    /// A pairing to play instead of the ladder's own; again for another
    #[arg(long, value_name = "A:B", value_parser = pair)]
    pub pair: Vec<(Player, Player)>,
    /// Make Congkak's ladder openings instead of playing
    #[arg(long)]
    pub make_openings: bool,
    /// Where --make-openings writes [default: data/congkak-openings.txt]
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Openings --make-openings keeps
    #[arg(long, value_name = "N", default_value_t = 50)]
    pub count: usize,
    /// Random openings --make-openings draws at most
    #[arg(long, value_name = "N", default_value_t = 30_000)]
    pub draws: usize,
    /// The searches that judge an opening for --make-openings, shallowest first
    /// [default: 1000000:10,10000000:2,40000000:2]
    #[arg(long, value_name = "NODES:SEEDS,...", value_parser = judges)]
    pub judges: Option<Judges>,
    /// Take the judgements an earlier --make-openings printed instead of searching again;
    /// again for another
    #[arg(long, value_name = "LOG")]
    pub known: Vec<PathBuf>,
}

/// The searches that judge an opening, as `--judges` lists them.
#[derive(Clone, Debug)]
pub struct Judges(pub Vec<Judge>);

impl Args {
    /// How the pairings are played.
    pub fn setup(&self) -> Setup {
        Setup {
            games: self.games,
            threads: self.threads,
            opening_plies: self.opening.unwrap_or((2, 4)),
            balanced: match (self.any_opening, self.balanced) {
                (true, _) => None,
                (false, seeds) => Some(seeds.unwrap_or(2) * SEED),
            },
            balance_nodes: self.balance_nodes,
            verbose: self.verbose,
            judge: self.judge,
            repetition: self.repetition.unwrap_or_default(),
            first_opening: self.first_opening,
        }
    }

    /// The games to play, in the order given.
    pub fn kinds(&self) -> Vec<GameKind> {
        if self.game.is_empty() {
            GameKind::ALL.to_vec()
        } else {
            self.game.clone()
        }
    }

    /// The pairings to play: those of `--pair`, or the ladder's own with their targets.
    pub fn requirements(&self) -> Vec<Requirement> {
        if self.pair.is_empty() {
            return default_pairings();
        }
        let any_score = 0.0..=100.0;
        self.pair
            .iter()
            .map(|&(a, b)| Requirement {
                a,
                b,
                range: any_score.clone(),
            })
            .collect()
    }

    /// The file of Congkak's openings, or `None` for random ones.
    pub fn congkak_file(&self) -> Option<PathBuf> {
        if self.random_openings {
            return None;
        }
        Some(
            self.congkak_openings
                .clone()
                .unwrap_or_else(congkak_openings_file),
        )
    }

    /// How `--make-openings` chooses openings, with the judgements of `--known` read.
    pub fn making(&self) -> Result<Making, String> {
        let mut known = KnownJudgements::new();
        for path in &self.known {
            known.extend(read_known(path)?);
        }
        let judges = match &self.judges {
            Some(Judges(judges)) => judges.clone(),
            None => vec![
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
        };
        Ok(Making {
            out: self.out.clone().unwrap_or_else(congkak_openings_file),
            count: self.count,
            draws: self.draws,
            plies: self.opening.unwrap_or((2, 6)),
            judges,
            known,
        })
    }

    /// Opens the log of `--log`, to append to.
    pub fn open_log(&self) -> Result<Option<std::fs::File>, String> {
        let Some(path) = &self.log else {
            return Ok(None);
        };
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map(Some)
            .map_err(|error| format!("cannot open the log {}: {error}", path.display()))
    }
}

fn game_kind(id: &str) -> Result<GameKind, String> {
    GameKind::from_id(id)
        .ok_or_else(|| format!("'{id}' is not a game: oware, kalah, congkak or togyz"))
}

fn threads(text: &str) -> Result<usize, String> {
    match text.parse() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(format!("'{text}' is not a number of threads (1 or more)")),
    }
}

fn plies(text: &str) -> Result<(usize, usize), String> {
    let range = text.split_once('-').and_then(|(low, high)| {
        let (low, high): (usize, usize) = (low.parse().ok()?, high.parse().ok()?);
        (low <= high).then_some((low, high))
    });
    range.ok_or_else(|| format!("'{text}' is not MIN-MAX plies (such as 2-4)"))
}

fn seeds(text: &str) -> Result<i32, String> {
    match text.parse() {
        Ok(seeds) if seeds >= 0 => Ok(seeds),
        _ => Err(format!("'{text}' is not a number of seeds (0 or more)")),
    }
}

fn repetition(id: &str) -> Result<Repetition, String> {
    Repetition::from_id(id)
        .ok_or_else(|| format!("'{id}' is not a repetition rule: first or third"))
}

fn pair(text: &str) -> Result<(Player, Player), String> {
    let (a, b) = text
        .split_once(':')
        .ok_or_else(|| format!("'{text}' is not A:B"))?;
    Ok((a.parse()?, b.parse()?))
}

fn judges(text: &str) -> Result<Judges, String> {
    let judges: Option<Vec<Judge>> = text.split(',').map(Judge::parse).collect();
    match judges {
        Some(judges) if !judges.is_empty() => Ok(Judges(judges)),
        _ => Err(format!(
            "'{text}' is not NODES:SEEDS,... (such as 1000000:10,10000000:2)"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &[&str]) -> Args {
        let words = std::iter::once("ladder").chain(line.iter().copied());
        match Args::try_parse_from(words) {
            Ok(args) => args,
            Err(error) => panic!("{line:?}: {error}"),
        }
    }

    fn refusal(line: &[&str]) -> String {
        let words = std::iter::once("ladder").chain(line.iter().copied());
        match Args::try_parse_from(words) {
            Ok(args) => panic!("{line:?} read as {args:?}"),
            Err(error) => error.to_string(),
        }
    }

    #[test]
    fn no_arguments_plays_the_whole_ladder_of_every_game() {
        let plain = args(&[]);
        let setup = plain.setup();
        assert_eq!(
            (setup.games, setup.threads, setup.opening_plies),
            (100, 2, (2, 4))
        );
        assert_eq!(setup.balanced, Some(2 * SEED));
        assert_eq!((setup.balance_nodes, setup.first_opening), (50_000, 0));
        assert_eq!((setup.verbose, setup.judge), (false, None));
        assert_eq!(setup.repetition, Repetition::default());
        assert_eq!(plain.kinds(), GameKind::ALL.to_vec());
        assert_eq!(plain.requirements().len(), default_pairings().len());
        assert_eq!(plain.congkak_file(), Some(congkak_openings_file()));
        assert!(!plain.make_openings);
        let making = plain.making().expect("no --known to read");
        assert_eq!(
            (making.count, making.draws, making.plies),
            (50, 30_000, (2, 6))
        );
        assert_eq!(making.judges.len(), 3);
        assert_eq!(making.out, congkak_openings_file());
    }

    #[test]
    fn a_match_against_an_outside_program_reads() {
        let line = args(&[
            "--game",
            "oware",
            "--repetition",
            "first",
            "--games",
            "80",
            "--threads",
            "1",
            "--first-opening",
            "40",
            "--pair",
            "M100:uci=/opt/aalina@100",
            "--verbose",
        ]);
        let setup = line.setup();
        assert_eq!(
            (setup.games, setup.threads, setup.first_opening),
            (80, 1, 40)
        );
        assert_eq!(setup.repetition, Repetition::First);
        assert!(setup.verbose);
        assert_eq!(line.kinds(), vec![GameKind::Oware]);
        let pairs = line.requirements();
        assert_eq!(pairs.len(), 1);
        assert_eq!(
            (pairs[0].a.name(), pairs[0].b.name()),
            ("master 100 ms".to_string(), "aalina 100 ms".to_string())
        );
        assert_eq!(pairs[0].range, 0.0..=100.0);
    }

    #[test]
    fn repeated_options_add_up_or_the_last_one_counts() {
        let line = args(&[
            "--game",
            "kalah",
            "--game",
            "congkak",
            "--pair",
            "M200:10",
            "--pair",
            "5:4",
            "--games",
            "10",
            "--games",
            "20",
            "--verbose",
            "--verbose",
        ]);
        assert_eq!(line.kinds(), vec![GameKind::Kalah, GameKind::Congkak]);
        assert_eq!(line.requirements().len(), 2);
        assert_eq!(line.setup().games, 20);
        // Of the options that undo each other, the last one counts.
        assert_eq!(
            args(&["--balanced", "3", "--any-opening"]).setup().balanced,
            None
        );
        let balanced = args(&["--any-opening", "--balanced", "3"]).setup().balanced;
        assert_eq!(balanced, Some(3 * SEED));
        let file = ["--congkak-openings", "/tmp/openings.txt"];
        let random_last = args(&[file[0], file[1], "--random-openings"]);
        assert_eq!(random_last.congkak_file(), None);
        let file_last = args(&["--random-openings", file[0], file[1]]);
        assert_eq!(file_last.congkak_file(), Some(PathBuf::from(file[1])));
    }

    #[test]
    fn openings_and_their_making_read() {
        let line = args(&[
            "--make-openings",
            "--opening",
            "3-5",
            "--out",
            "/tmp/openings.txt",
            "--count",
            "7",
            "--draws",
            "900",
            "--judges",
            "1000:10,20000:1.5",
            "--threads",
            "1",
            "--balance-nodes",
            "9000",
            "--judge",
            "5000",
        ]);
        assert!(line.make_openings);
        let making = line.making().expect("no --known to read");
        assert_eq!((making.count, making.draws, making.plies), (7, 900, (3, 5)));
        assert_eq!(making.out, PathBuf::from("/tmp/openings.txt"));
        let judges: Vec<(u64, i32)> = making.judges.iter().map(|j| (j.nodes, j.margin)).collect();
        assert_eq!(judges, vec![(1_000, 10 * SEED), (20_000, 150)]);
        let setup = line.setup();
        assert_eq!((setup.opening_plies, setup.balance_nodes), ((3, 5), 9_000));
        assert_eq!(setup.judge, Some(5_000));
    }

    #[test]
    fn bad_values_are_refused_with_what_was_wrong() {
        assert!(refusal(&["--game", "chess"]).contains("'chess' is not a game"));
        assert!(refusal(&["--threads", "0"]).contains("number of threads"));
        assert!(refusal(&["--games", "many"]).contains("--games"));
        assert!(refusal(&["--opening", "5-3"]).contains("MIN-MAX"));
        assert!(refusal(&["--opening", "4"]).contains("MIN-MAX"));
        assert!(refusal(&["--balanced", "-1"]).contains("0 or more"));
        assert!(refusal(&["--repetition", "second"]).contains("first or third"));
        assert!(refusal(&["--pair", "M100"]).contains("is not A:B"));
        assert!(refusal(&["--pair", "M100:12"]).contains("'12' is not a player"));
        assert!(refusal(&["--pair", "M100/deep:5"]).contains("'/deep'"));
        assert!(refusal(&["--judges", "1000"]).contains("NODES:SEEDS"));
        assert!(refusal(&["--judges", "1000:-2"]).contains("NODES:SEEDS"));
        assert!(refusal(&["--games"]).contains("--games"));
        assert!(refusal(&["--fast"]).contains("--fast"));
        assert!(refusal(&["oware"]).contains("oware"));
    }

    #[test]
    fn an_unreadable_known_file_is_an_error_not_a_panic() {
        let line = args(&[
            "--make-openings",
            "--known",
            "/nonexistent/ladder-known.txt",
        ]);
        let error = line.making().err().expect("the file does not exist");
        assert!(error.contains("cannot read the judgements"), "{error}");
        // The control: without it the same line makes its openings.
        assert!(args(&["--make-openings"]).making().is_ok());
    }
}
