use std::fmt;
use std::ops::RangeInclusive;

use crate::{
    abapa, congkak, kalah, togyz, AnyPosition, Game, Layout, Repetition, Rules, Side, Stores,
};

/// The games of the family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// Oware under the Abapa rules.
    Oware,
    /// Kalah: six houses a side, stores on the sowing path, a last seed in the store plays again.
    Kalah,
    /// Congkak: seven houses a side; a last seed in a filled house lifts it and sows on.
    Congkak,
    /// Togyz Kumalak: nine houses a side, nine stones each, kazans and tuzdyks.
    TogyzKumalak,
}

impl GameKind {
    /// Every game of the family, so that a reader can find one by its id and a test can
    /// go through them all.
    pub const ALL: [GameKind; 4] = [
        GameKind::Oware,
        GameKind::Kalah,
        GameKind::Congkak,
        GameKind::TogyzKumalak,
    ];

    /// The id the protocol, the command line and the settings use.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Oware => "oware",
            GameKind::Kalah => "kalah",
            GameKind::Congkak => "congkak",
            GameKind::TogyzKumalak => "togyz",
        }
    }

    /// The game whose [`GameKind::id`] this is; `None` for any other word.
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.id() == id)
    }

    /// The seeds per house a game may start with.
    pub fn seed_range(self) -> RangeInclusive<u8> {
        match self {
            GameKind::Oware => 4..=6,
            GameKind::Kalah => 3..=6,
            GameKind::Congkak => 5..=7,
            GameKind::TogyzKumalak => 9..=9,
        }
    }

    /// The seeds per house a game starts with unless asked otherwise.
    pub fn default_seeds(self) -> u8 {
        match self {
            GameKind::Oware | GameKind::Kalah => 4,
            GameKind::Congkak => 7,
            GameKind::TogyzKumalak => 9,
        }
    }

    /// The board the game is played on.
    pub fn layout(self) -> Layout {
        let (houses_per_side, stores) = match self {
            GameKind::Oware => (6, Stores::Aside),
            GameKind::Kalah => (6, Stores::OnThePath),
            GameKind::Congkak => (7, Stores::OnThePath),
            GameKind::TogyzKumalak => (9, Stores::Kazans),
        };
        Layout {
            houses_per_side,
            stores,
            tuzdyks: self == GameKind::TogyzKumalak,
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A game, the seeds each house starts with and (Oware only) how a repeated position ends
/// it: everything needed to set up a board and judge its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ruleset {
    kind: GameKind,
    seeds_per_house: u8,
    repetition: Repetition,
}

/// Why a ruleset cannot be set up; each one tells the person who asked what to choose instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesetError {
    /// A game id that is none of [`GameKind::ALL`]'s.
    UnknownGame(String),
    /// Seeds per house outside the game's [`GameKind::seed_range`].
    SeedsPerHouse {
        /// The game asked for.
        kind: GameKind,
        /// The count asked for, as given.
        seeds: u64,
    },
    /// A repetition rule for a game that never ends by repetition.
    Repetition {
        /// The game asked for.
        kind: GameKind,
        /// The rule it cannot take.
        rule: Repetition,
    },
}

impl fmt::Display for RulesetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesetError::UnknownGame(id) => {
                let ids: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.id()).collect();
                write!(f, "unknown game '{id}': choose {}", ids.join(", "))
            }
            RulesetError::SeedsPerHouse { kind, seeds } => {
                let range = kind.seed_range();
                if range.start() == range.end() {
                    write!(
                        f,
                        "{kind} always starts with {} seeds per house, not {seeds}",
                        range.start()
                    )
                } else {
                    write!(
                        f,
                        "{kind} takes {} to {} seeds per house, not {seeds}",
                        range.start(),
                        range.end()
                    )
                }
            }
            RulesetError::Repetition { kind, rule } => write!(
                f,
                "only oware has a repetition rule; {kind} cannot take repetition={rule}"
            ),
        }
    }
}

impl std::error::Error for RulesetError {}

impl Ruleset {
    /// Oware with four seeds a house under the usual repetition rule: the default game.
    pub const OWARE: Ruleset = Ruleset {
        kind: GameKind::Oware,
        seeds_per_house: 4,
        repetition: Repetition::Third,
    };

    /// The game with `seeds_per_house`, under the usual repetition rule; refused when the
    /// game does not start with that many.
    pub fn new(kind: GameKind, seeds_per_house: u64) -> Result<Ruleset, RulesetError> {
        let range = kind.seed_range();
        match u8::try_from(seeds_per_house) {
            Ok(seeds) if range.contains(&seeds) => Ok(Ruleset {
                kind,
                seeds_per_house: seeds,
                repetition: Repetition::default(),
            }),
            _ => Err(RulesetError::SeedsPerHouse {
                kind,
                seeds: seeds_per_house,
            }),
        }
    }

    /// The game with its usual number of seeds per house.
    pub fn standard(kind: GameKind) -> Ruleset {
        Ruleset {
            kind,
            seeds_per_house: kind.default_seeds(),
            repetition: Repetition::default(),
        }
    }

    /// The same game under another repetition rule; only Oware takes one other than the
    /// usual, since no other game of the family ends by repetition.
    pub fn with_repetition(self, repetition: Repetition) -> Result<Ruleset, RulesetError> {
        if self.kind != GameKind::Oware && repetition != Repetition::default() {
            return Err(RulesetError::Repetition {
                kind: self.kind,
                rule: repetition,
            });
        }
        Ok(Ruleset { repetition, ..self })
    }

    /// How a repeated position ends the game.
    pub fn repetition(self) -> Repetition {
        self.repetition
    }

    /// Which game of the family this is.
    pub fn kind(self) -> GameKind {
        self.kind
    }

    /// The seeds each house holds at the start.
    pub fn seeds_per_house(self) -> u8 {
        self.seeds_per_house
    }

    /// The game's board.
    pub fn layout(self) -> Layout {
        self.kind.layout()
    }

    /// Every seed of the game, on the board and in the stores.
    pub fn total_seeds(self) -> u32 {
        self.layout().pits() as u32 * u32::from(self.seeds_per_house)
    }

    /// The score that has won: more than half of all the seeds. Oware and Togyz Kumalak stop
    /// there; Kalah and Congkak play on until a row is empty, but the winner is known.
    pub fn winning_score(self) -> u32 {
        self.total_seeds() / 2 + 1
    }

    /// Each player's score in a draw: half of all the seeds.
    pub fn drawn_score(self) -> u32 {
        self.total_seeds() / 2
    }

    /// The seeds that take a sowing all the way round the board, back to the house it
    /// started from (which Oware skips and the other games sow into again): one for each pit
    /// of the mover's path, his own store included where it is on the path, and in Togyz
    /// Kumalak one more, because its first stone falls back into the house it came from.
    pub fn lap(self) -> u32 {
        let layout = self.layout();
        let houses = layout.pits() as u32;
        match (self.kind, layout.stores) {
            (GameKind::TogyzKumalak, _) | (_, Stores::OnThePath) => houses + 1,
            _ => houses,
        }
    }

    /// The opening position, South to move.
    pub fn start(self) -> AnyPosition {
        let seeds = self.seeds_per_house;
        match self.kind {
            GameKind::Oware => {
                let variant =
                    abapa::Variant::new(6, usize::from(seeds)).unwrap_or(abapa::Variant::ABAPA);
                AnyPosition::Oware(abapa::Position::start(variant))
            }
            GameKind::Kalah => AnyPosition::Kalah(kalah::Position::start(seeds)),
            GameKind::Congkak => AnyPosition::Congkak(congkak::Position::start(seeds)),
            GameKind::TogyzKumalak => AnyPosition::Togyz(togyz::Position::start()),
        }
    }
}

impl Ruleset {
    /// A new game from the opening position, South to move, under this ruleset's repetition
    /// rule.
    pub fn new_game(self) -> Game<AnyPosition> {
        self.game_from(self.start())
    }

    /// A game from `position` with no history, under this ruleset's repetition rule.
    pub fn game_from(self, position: AnyPosition) -> Game<AnyPosition> {
        Game::with_repetition(position, self.repetition)
    }

    /// The opening position with `first` to move: games alternate who begins.
    pub fn opening(self, first: Side) -> AnyPosition {
        let start = self.start();
        if first == Side::South {
            return start;
        }
        let houses = start.houses();
        let turned = match start {
            AnyPosition::Oware(position) => {
                abapa::Position::from_parts(position.variant(), houses, [0, 0], first)
                    .map(AnyPosition::Oware)
            }
            AnyPosition::Kalah(_) => {
                kalah::Position::from_parts(self.total_seeds(), houses, [0, 0], first)
                    .map(AnyPosition::Kalah)
            }
            AnyPosition::Congkak(_) => {
                congkak::Position::from_parts(self.total_seeds(), houses, [0, 0], first)
                    .map(AnyPosition::Congkak)
            }
            AnyPosition::Togyz(_) => {
                togyz::Position::from_parts(houses, [0, 0], first, [None, None])
                    .map(AnyPosition::Togyz)
            }
        };
        turned.unwrap_or(start)
    }
}

impl Default for Ruleset {
    fn default() -> Self {
        Ruleset::OWARE
    }
}
