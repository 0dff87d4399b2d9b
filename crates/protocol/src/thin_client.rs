//! The words a thin client (the browser's page, docs/web-protocol.md) needs to show a game it
//! holds no rule of: who sits opposite, a game's numbers, the rules' account of a move as
//! step words, and what each legal house would do. Each is built from the rules' own values
//! (nothing here works a move out) and written and read in one place.
//!
//! A reader takes a line only in the form the writer gives it (numbers without leading
//! zeros, facts in their order), so that what it reads writes back as the same line.

use std::fmt;

use oware_rules::{
    house_letter, Layout, MoveReport, Pit, Preview, Ruleset, Side, Stores, NO_CAPTURE_LIMIT,
};

use crate::answers::{side_named, single_char};
use crate::arguments::{parse_ruleset, ruleset_words, RulesetWords};

/// Steps told of one move at most; a longer account ends with [`StepWord::More`] (a Congkak
/// relay can run thousands of laps, far more than a replay of a few seconds can show).
pub const MAX_STEPS: usize = 4000;

const CLASSMATE: &str = "classmate";
const HERE: &str = "here";
const TUX: &str = "tux";

/// Who sits opposite the room's creator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opponent {
    /// A classmate at another machine joins with the room's code.
    Classmate,
    /// Two children at one machine: the creator's token holds both seats.
    Here,
    /// Tux plays North at this level, on the server's Tux pool.
    Tux {
        /// Tux's level, from 1; whether the game has it is the server's to check.
        level: u8,
    },
}

impl Opponent {
    /// A room its creator holds alone (Tux's, or two children at one machine): hints, undo
    /// and new games are for these.
    pub fn is_alone(self) -> bool {
        self != Opponent::Classmate
    }

    /// The option of `create` that asks for this opponent (`here`, `tux=<level>`); `None`
    /// for a classmate, who needs none.
    pub(crate) fn create_option(self) -> Option<String> {
        match self {
            Opponent::Classmate => None,
            Opponent::Here => Some(HERE.into()),
            Opponent::Tux { level } => Some(format!("{TUX}={level}")),
        }
    }

    /// A `create` option written by [`Opponent::create_option`]; a level as sent, whose range
    /// is the game's to check.
    pub(crate) fn from_create_option(word: &str) -> Option<Opponent> {
        if word == HERE {
            return Some(Opponent::Here);
        }
        let level = word.strip_prefix(TUX)?.strip_prefix('=')?;
        Some(Opponent::Tux {
            level: level.parse().ok()?,
        })
    }

    /// A word written by this `Display` (`classmate`, `here`, `tux:<level>`).
    pub(crate) fn parse(word: &str) -> Option<Opponent> {
        match word {
            CLASSMATE => Some(Opponent::Classmate),
            HERE => Some(Opponent::Here),
            _ => Some(Opponent::Tux {
                level: digits(word.strip_prefix(TUX)?.strip_prefix(':')?)?,
            }),
        }
    }
}

/// `classmate`, `here`, `tux:<level>`: the room's opponent as `watching` says it.
impl fmt::Display for Opponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Opponent::Classmate => f.write_str(CLASSMATE),
            Opponent::Here => f.write_str(HERE),
            Opponent::Tux { level } => write!(f, "{TUX}:{level}"),
        }
    }
}

/// The seats a watching connection plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seats {
    /// One child, playing this side.
    One(Side),
    /// Two children at one machine.
    Both,
}

const BOTH: &str = "both";

impl fmt::Display for Seats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Seats::One(side) => write!(f, "{side}"),
            Seats::Both => f.write_str(BOTH),
        }
    }
}

impl Seats {
    fn parse(word: &str) -> Option<Seats> {
        match word {
            BOTH => Some(Seats::Both),
            side => side_named(side).map(Seats::One),
        }
    }
}

/// `6:aside`, `7:path`, `9:kazans`: the houses of a side and where the stores are.
pub struct LayoutWord(
    /// The board to describe.
    pub Layout,
);

impl fmt::Display for LayoutWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let stores = match self.0.stores {
            Stores::Aside => "aside",
            Stores::OnThePath => "path",
            Stores::Kazans => "kazans",
        };
        write!(f, "{}:{stores}", self.0.houses_per_side)
    }
}

/// The answer to `watch`: the room's game, the seats this connection plays, and who sits
/// opposite. The layout it shows is the game's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Watching {
    /// The room's game.
    pub ruleset: Ruleset,
    /// The sides this connection plays.
    pub seats: Seats,
    /// Who sits opposite the room's creator.
    pub with: Opponent,
}

const WATCHING: &str = "watching";

impl fmt::Display for Watching {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{WATCHING} {} layout={} seat={} with={}",
            RulesetWords(self.ruleset),
            LayoutWord(self.ruleset.layout()),
            self.seats,
            self.with
        )
    }
}

impl Watching {
    pub(crate) fn parse(words: &[&str]) -> Option<Watching> {
        let [WATCHING, id, seeds, _layout, seat, with] = words else {
            return None;
        };
        let (id, seeds) = ruleset_words(&[id, seeds])?;
        let watching = Watching {
            ruleset: parse_ruleset(id, seeds).ok()?,
            seats: Seats::parse(seat.strip_prefix("seat=")?)?,
            with: Opponent::parse(with.strip_prefix("with=")?)?,
        };
        canonical(watching, &words.join(" "))
    }
}

/// A game and the numbers its texts show (`$seeds`, `$total`, `$half`, `$win`, `$houses`,
/// `$lap`, `$limit` in `locales/*/*.ftl`): the answer to `about`. The range of seeds, the
/// layout and the houses written are the game's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameFacts {
    /// The game the numbers are of.
    pub ruleset: Ruleset,
    /// Tux's levels in this game.
    pub levels: u8,
    /// Every seed of the game.
    pub total: u32,
    /// Each player's score in a draw.
    pub half: u32,
    /// The score that has won.
    pub win: u32,
    /// The seeds that take a sowing all the way round.
    pub lap: u32,
    /// Moves without a capture that end the game.
    pub limit: u32,
}

const ABOUT: &str = "about";

impl GameFacts {
    /// The game's numbers, as its rules give them; `levels` is Tux's to say.
    pub fn of(ruleset: Ruleset, levels: u8) -> GameFacts {
        GameFacts {
            ruleset,
            levels,
            total: ruleset.total_seeds(),
            half: ruleset.drawn_score(),
            win: ruleset.winning_score(),
            lap: ruleset.lap(),
            limit: NO_CAPTURE_LIMIT,
        }
    }

    pub(crate) fn parse(words: &[&str]) -> Option<GameFacts> {
        let [ABOUT, id, seeds, rest @ ..] = words else {
            return None;
        };
        let (id, seeds) = ruleset_words(&[id, seeds])?;
        let ruleset = parse_ruleset(id, seeds).ok()?;
        let value = |index: usize, key: &str| -> Option<u32> {
            digits(rest.get(index)?.strip_prefix(key)?.strip_prefix('=')?)
        };
        let facts = GameFacts {
            ruleset,
            levels: u8::try_from(value(1, "levels")?).ok()?,
            total: value(4, "total")?,
            half: value(5, "half")?,
            win: value(6, "win")?,
            lap: value(7, "lap")?,
            limit: value(8, "limit")?,
        };
        canonical(facts, &words.join(" "))
    }
}

/// `about <game> seeds=<n> range=<min>-<max> levels=<n> layout=<houses>:<stores> houses=<n>
/// total=<n> half=<n> win=<n> lap=<n> limit=<n>`
impl fmt::Display for GameFacts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let range = self.ruleset.kind().seed_range();
        let layout = self.ruleset.layout();
        write!(
            f,
            "{ABOUT} {} range={}-{} levels={} layout={} houses={} total={} half={} win={} \
             lap={} limit={}",
            RulesetWords(self.ruleset),
            range.start(),
            range.end(),
            self.levels,
            LayoutWord(layout),
            layout.houses_per_side,
            self.total,
            self.half,
            self.win,
            self.lap,
            self.limit
        )
    }
}

/// A pit by its house letter, or a player's store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PitWord {
    /// A house, by its letter.
    House(char),
    /// A player's store (or kazan), `store:<side>`.
    Store(Side),
}

const STORE: &str = "store";

impl PitWord {
    /// The rules' pit on this layout, its house named by letter.
    pub fn of(layout: Layout, pit: Pit) -> PitWord {
        match pit {
            Pit::House(house) => PitWord::House(house_letter(layout, house)),
            Pit::Store(side) => PitWord::Store(side),
        }
    }

    pub(crate) fn parse(word: &str) -> Option<PitWord> {
        match word.split_once(':') {
            Some((STORE, side)) => side_named(side).map(PitWord::Store),
            Some(_) => None,
            None => letter(word).map(PitWord::House),
        }
    }
}

impl fmt::Display for PitWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PitWord::House(letter) => write!(f, "{letter}"),
            PitWord::Store(side) => write!(f, "{STORE}:{side}"),
        }
    }
}

/// One step of the rules' account of a move, by house letters (`crates/rules/src/step.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepWord {
    /// `lift:<house>:<n>`: the move starts by lifting every seed of a house.
    Lift {
        /// The house emptied.
        house: char,
        /// The seeds it held.
        seeds: u8,
    },
    /// `<house>` or `store:<side>`: a seed falls there.
    Sow(PitWord),
    /// `through:<house>:<owner>`: a stone falls through a tuzdyk into its owner's kazan.
    Through {
        /// The tuzdyk.
        house: char,
        /// Whose tuzdyk it is.
        owner: Side,
    },
    /// `relay:<house>:<n>`: Congkak's last seed lifts a filled house and sows on.
    Relay {
        /// The house lifted again.
        house: char,
        /// The seeds lifted.
        seeds: u8,
    },
    /// `capture:<house>:<n>:<by>`: a house's seeds go to a player's store.
    Capture {
        /// The house emptied.
        house: char,
        /// The seeds taken.
        seeds: u8,
        /// The player who took them.
        by: Side,
    },
    /// `tuzdyk:<house>:<owner>:<n>`: a house becomes a tuzdyk, its stones to the owner's kazan.
    Tuzdyk {
        /// The house that became a tuzdyk.
        house: char,
        /// The player who owns it from now on.
        owner: Side,
        /// The stones it held.
        seeds: u8,
    },
    /// `grand-slam`: an Oware capture of every opponent seed, so nothing was taken.
    GrandSlam,
    /// `extra-turn`: the mover plays again.
    ExtraTurn,
    /// `endless`: a Congkak move relayed so often that it was stopped, and the game ends.
    Endless,
    /// The account went on past [`MAX_STEPS`]; the replay ends on the board that follows.
    More,
}

const LIFT: &str = "lift";
const THROUGH: &str = "through";
const RELAY: &str = "relay";
const CAPTURE: &str = "capture";
const TUZDYK: &str = "tuzdyk";
const GRAND_SLAM: &str = "grand-slam";
const EXTRA_TURN: &str = "extra-turn";
const ENDLESS: &str = "endless";
const MORE: &str = "more";

impl StepWord {
    /// The rules' step on this layout.
    pub fn of(layout: Layout, step: &oware_rules::Step) -> StepWord {
        use oware_rules::Step;
        let letter = |house: usize| house_letter(layout, house);
        match *step {
            Step::Lift { house, seeds } => StepWord::Lift {
                house: letter(house),
                seeds,
            },
            Step::Sow(pit) => StepWord::Sow(PitWord::of(layout, pit)),
            Step::SowIntoTuzdyk { house, owner } => StepWord::Through {
                house: letter(house),
                owner,
            },
            Step::Relay { house, seeds } => StepWord::Relay {
                house: letter(house),
                seeds,
            },
            Step::Capture { house, seeds, by } => StepWord::Capture {
                house: letter(house),
                seeds,
                by,
            },
            Step::Tuzdyk {
                house,
                owner,
                seeds,
            } => StepWord::Tuzdyk {
                house: letter(house),
                owner,
                seeds,
            },
            Step::GrandSlamForfeited => StepWord::GrandSlam,
            Step::ExtraTurn => StepWord::ExtraTurn,
            Step::Endless => StepWord::Endless,
        }
    }

    /// The words of a move's account: its first [`MAX_STEPS`] steps, then `More` if it
    /// went on.
    pub fn of_report(layout: Layout, report: &MoveReport) -> Vec<StepWord> {
        let mut words: Vec<StepWord> = report
            .steps
            .iter()
            .take(MAX_STEPS)
            .map(|step| StepWord::of(layout, step))
            .collect();
        if report.steps.len() > MAX_STEPS {
            words.push(StepWord::More);
        }
        words
    }

    pub(crate) fn parse(word: &str) -> Option<StepWord> {
        let parts: Vec<&str> = word.split(':').collect();
        let step = match parts.as_slice() {
            [GRAND_SLAM] => StepWord::GrandSlam,
            [EXTRA_TURN] => StepWord::ExtraTurn,
            [ENDLESS] => StepWord::Endless,
            [MORE] => StepWord::More,
            [LIFT, house, seeds] => StepWord::Lift {
                house: letter(house)?,
                seeds: digits(seeds)?,
            },
            [THROUGH, house, owner] => StepWord::Through {
                house: letter(house)?,
                owner: side_named(owner)?,
            },
            [RELAY, house, seeds] => StepWord::Relay {
                house: letter(house)?,
                seeds: digits(seeds)?,
            },
            [CAPTURE, house, seeds, by] => StepWord::Capture {
                house: letter(house)?,
                seeds: digits(seeds)?,
                by: side_named(by)?,
            },
            [TUZDYK, house, owner, seeds] => StepWord::Tuzdyk {
                house: letter(house)?,
                owner: side_named(owner)?,
                seeds: digits(seeds)?,
            },
            _ => StepWord::Sow(PitWord::parse(word)?),
        };
        Some(step)
    }
}

impl fmt::Display for StepWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StepWord::Lift { house, seeds } => write!(f, "{LIFT}:{house}:{seeds}"),
            StepWord::Sow(pit) => write!(f, "{pit}"),
            StepWord::Through { house, owner } => write!(f, "{THROUGH}:{house}:{owner}"),
            StepWord::Relay { house, seeds } => write!(f, "{RELAY}:{house}:{seeds}"),
            StepWord::Capture { house, seeds, by } => {
                write!(f, "{CAPTURE}:{house}:{seeds}:{by}")
            }
            StepWord::Tuzdyk {
                house,
                owner,
                seeds,
            } => write!(f, "{TUZDYK}:{house}:{owner}:{seeds}"),
            StepWord::GrandSlam => f.write_str(GRAND_SLAM),
            StepWord::ExtraTurn => f.write_str(EXTRA_TURN),
            StepWord::Endless => f.write_str(ENDLESS),
            StepWord::More => f.write_str(MORE),
        }
    }
}

/// What playing a legal house would do (`crates/rules/src/preview.rs`), as `! preview`
/// says it: `<letter> last=<pit> [take=<house>:<n>,…] [captured=<n>] [tuzdyk=<house>]
/// [relays=<n>] [through=<n>] [again] [feeds] [grand-slam] [skips-start] [wins]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PreviewWords {
    /// The house previewed.
    pub house: char,
    /// Where the last seed falls, after every relay.
    pub last: PitWord,
    /// The houses emptied into the mover's store, in the rules' order.
    pub take: Vec<(char, u8)>,
    /// Seeds the capture rules move to the mover's store.
    pub captured: u8,
    /// The house that becomes the mover's tuzdyk.
    pub tuzdyk: Option<char>,
    /// Congkak: how many times the move lifts a house again to sow on.
    pub relays: u32,
    /// Togyz Kumalak: stones that fall through the mover's tuzdyk into his kazan.
    pub through: u8,
    /// The mover plays again.
    pub again: bool,
    /// The opponent's row is empty and receives seeds.
    pub feeds: bool,
    /// Oware: the capture would take every seed of the opponent, so nothing is taken.
    pub grand_slam: bool,
    /// Oware: the sowing goes all the way round and passes over the house it started from.
    pub skips_start: bool,
    /// The move ends the game and the mover wins it.
    pub wins: bool,
}

const FLAGS: [&str; 5] = ["again", "feeds", GRAND_SLAM, "skips-start", "wins"];

impl PreviewWords {
    /// The rules' preview on this layout, its houses named by letter.
    pub fn of(layout: Layout, preview: &Preview) -> PreviewWords {
        let letter = |house: usize| house_letter(layout, house);
        PreviewWords {
            house: letter(preview.house()),
            last: PitWord::of(layout, preview.last),
            take: preview
                .taken
                .iter()
                .map(|taken| (letter(taken.house), taken.seeds))
                .collect(),
            captured: preview.captured_seeds,
            tuzdyk: preview.tuzdyk.map(letter),
            relays: u32::try_from(preview.relays.len()).unwrap_or(u32::MAX),
            through: preview.through_tuzdyk,
            again: preview.plays_again,
            feeds: preview.feeds,
            grand_slam: preview.grand_slam,
            skips_start: preview.skips_start,
            wins: preview.wins(),
        }
    }

    fn flags(&self) -> [bool; 5] {
        [
            self.again,
            self.feeds,
            self.grand_slam,
            self.skips_start,
            self.wins,
        ]
    }

    pub(crate) fn parse(words: &[&str]) -> Option<PreviewWords> {
        let [house, last, facts @ ..] = words else {
            return None;
        };
        let mut preview = PreviewWords {
            house: letter(house)?,
            last: PitWord::parse(last.strip_prefix("last=")?)?,
            take: Vec::new(),
            captured: 0,
            tuzdyk: None,
            relays: 0,
            through: 0,
            again: false,
            feeds: false,
            grand_slam: false,
            skips_start: false,
            wins: false,
        };
        for fact in facts {
            match fact.split_once('=') {
                Some(("take", taken)) => {
                    preview.take = taken
                        .split(',')
                        .map(|one| {
                            let (house, seeds) = one.split_once(':')?;
                            Some((letter(house)?, digits(seeds)?))
                        })
                        .collect::<Option<_>>()?;
                }
                Some(("captured", n)) => preview.captured = digits(n)?,
                Some(("tuzdyk", house)) => preview.tuzdyk = Some(letter(house)?),
                Some(("relays", n)) => preview.relays = digits(n)?,
                Some(("through", n)) => preview.through = digits(n)?,
                Some(_) => return None,
                None => {
                    let flag = FLAGS.iter().position(|flag| flag == fact)?;
                    match flag {
                        0 => preview.again = true,
                        1 => preview.feeds = true,
                        2 => preview.grand_slam = true,
                        3 => preview.skips_start = true,
                        _ => preview.wins = true,
                    }
                }
            }
        }
        canonical(preview, &words.join(" "))
    }
}

impl fmt::Display for PreviewWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} last={}", self.house, self.last)?;
        if !self.take.is_empty() {
            let taken: Vec<String> = self
                .take
                .iter()
                .map(|(house, seeds)| format!("{house}:{seeds}"))
                .collect();
            write!(f, " take={}", taken.join(","))?;
        }
        if self.captured > 0 {
            write!(f, " captured={}", self.captured)?;
        }
        if let Some(house) = self.tuzdyk {
            write!(f, " tuzdyk={house}")?;
        }
        if self.relays > 0 {
            write!(f, " relays={}", self.relays)?;
        }
        if self.through > 0 {
            write!(f, " through={}", self.through)?;
        }
        for (on, flag) in self.flags().into_iter().zip(FLAGS) {
            if on {
                write!(f, " {flag}")?;
            }
        }
        Ok(())
    }
}

/// A house letter: one ASCII letter.
pub(crate) fn letter(word: &str) -> Option<char> {
    single_char(word).filter(char::is_ascii_alphabetic)
}

/// A number as Rust writes it: digits only, so that it reads back as the same word.
pub(crate) fn digits<N: std::str::FromStr + ToString>(text: &str) -> Option<N> {
    text.parse::<N>().ok().filter(|n| n.to_string() == text)
}

/// `value` if it writes exactly `text`: a reader takes only the form the writer gives.
fn canonical<T: fmt::Display>(value: T, text: &str) -> Option<T> {
    (value.to_string() == text).then_some(value)
}
