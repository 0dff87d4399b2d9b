use crate::{
    abapa, congkak, kalah, togyz, Game, IllegalMove, Layout, MoveReport, MoveSet, Outcome, Rules,
    Side,
};

/// A position of any game of the family, for the places that pick the game at run time
/// (the engine protocol, the activity). Search and perft should use the game's own type,
/// which compiles to a faster loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyPosition {
    /// A position of Oware under the Abapa rules.
    Oware(abapa::Position),
    /// A position of Kalah.
    Kalah(kalah::Position),
    /// A position of Congkak.
    Congkak(congkak::Position),
    /// A position of Togyz Kumalak.
    Togyz(togyz::Position),
}

macro_rules! from_own {
    ($($variant:ident: $own:ty),*) => {
        $(impl From<$own> for AnyPosition {
            fn from(position: $own) -> AnyPosition {
                AnyPosition::$variant(position)
            }
        })*
    };
}

from_own!(
    Oware: abapa::Position,
    Kalah: kalah::Position,
    Congkak: congkak::Position,
    Togyz: togyz::Position
);

/// Runs the same expression on whichever game's position is inside.
macro_rules! each {
    ($value:expr, $position:ident => $body:expr) => {
        match $value {
            AnyPosition::Oware($position) => $body,
            AnyPosition::Kalah($position) => $body,
            AnyPosition::Congkak($position) => $body,
            AnyPosition::Togyz($position) => $body,
        }
    };
}

impl Rules for AnyPosition {
    fn kind(&self) -> crate::GameKind {
        each!(self, p => p.kind())
    }

    fn to_any(&self) -> AnyPosition {
        *self
    }

    fn layout(&self) -> Layout {
        each!(self, p => p.layout())
    }

    fn to_move(&self) -> Side {
        each!(self, p => Rules::to_move(p))
    }

    fn houses(&self) -> &[u8] {
        each!(self, p => Rules::houses(p))
    }

    fn stores(&self) -> [u8; 2] {
        each!(self, p => Rules::stores(p))
    }

    fn tuzdyks(&self) -> [Option<usize>; 2] {
        each!(self, p => p.tuzdyks())
    }

    fn legal_moves(&self) -> MoveSet {
        each!(self, p => Rules::legal_moves(p))
    }

    fn check_move(&self, house: usize) -> Result<(), IllegalMove> {
        each!(self, p => Rules::check_move(p, house))
    }

    fn play(&mut self, house: usize) -> Result<MoveReport, IllegalMove> {
        each!(self, p => Rules::play(p, house))
    }

    fn apply(&mut self, house: usize) -> u8 {
        each!(self, p => Rules::apply(p, house))
    }

    fn end(&self) -> Option<Outcome> {
        each!(self, p => p.end())
    }

    fn key(&self) -> u64 {
        each!(self, p => p.key())
    }

    fn history_ends(&self) -> bool {
        each!(self, p => p.history_ends())
    }

    fn must_feed(&self) -> bool {
        each!(self, p => Rules::must_feed(p))
    }
}

/// Work to do on a game whatever its position type, such as a search, which should run on
/// the game's own type rather than through [`AnyPosition`]'s dispatch at every node.
pub trait GameVisitor {
    /// What the work gives back, the same whichever game it ran on.
    type Output;
    /// Does the work on the game, held as its own game's position type `P`.
    fn visit<P: Rules>(self, game: &Game<P>) -> Self::Output;
}

impl Game<AnyPosition> {
    /// The game as Oware's own type, history and all, for what only Oware has (the master
    /// level, the endgame tables); `None` for another game.
    pub fn as_oware(&self) -> Option<Game<abapa::Position>> {
        self.convert(|position| match position {
            AnyPosition::Oware(position) => Some(*position),
            _ => None,
        })
    }

    /// Runs `visitor` on this game seen through its own game's position type. `None` only if
    /// the history mixes games, which no game built from one start position does.
    pub fn visit<V: GameVisitor>(&self, visitor: V) -> Option<V::Output> {
        macro_rules! own {
            ($variant:ident) => {
                self.convert(|position| match position {
                    AnyPosition::$variant(position) => Some(*position),
                    _ => None,
                })
                .map(|game| visitor.visit(&game))
            };
        }
        match self.position() {
            AnyPosition::Oware(_) => own!(Oware),
            AnyPosition::Kalah(_) => own!(Kalah),
            AnyPosition::Congkak(_) => own!(Congkak),
            AnyPosition::Togyz(_) => own!(Togyz),
        }
    }
}
