//! A reference model of the four games, written from the rules in issue 9 alone and kept
//! deliberately naive: plain vectors, one seed at a time, no tables, no fast path. It shares
//! no code and no types with the crate, so the property tests compare two readings of the
//! rules rather than one reading with itself.
#![allow(dead_code)]

/// Sides are plain indices so that nothing here leans on the crate's `Side`.
pub const SOUTH: usize = 0;
pub const NORTH: usize = 1;

/// Congkak stops a move that would lift seeds for the 10 001st time.
pub const LIFT_LIMIT: u32 = 10_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    Oware,
    Kalah,
    Congkak,
    Togyz,
}

impl Game {
    pub fn width(self) -> usize {
        match self {
            Game::Oware | Game::Kalah => 6,
            Game::Congkak => 7,
            Game::Togyz => 9,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Place {
    House(usize),
    Store(usize),
}

/// What happened during the sowing itself, in order. Captures are kept apart because the
/// rules do not say in which order the houses of one capture are emptied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Lift {
        house: usize,
        seeds: u32,
    },
    Sow(Place),
    /// Togyz Kumalak: the stone fell through `house` into `owner`'s kazan.
    ThroughTuzdyk {
        house: usize,
        owner: usize,
    },
    Relay {
        house: usize,
        seeds: u32,
    },
    Endless,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    Score,
    NoFeed,
    EmptyRow,
    Endless,
    NoMove,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct End {
    pub winner: Option<usize>,
    pub scores: [u32; 2],
    pub reason: Reason,
}

impl End {
    fn from_scores(scores: [u32; 2], reason: Reason) -> End {
        let winner = if scores[SOUTH] > scores[NORTH] {
            Some(SOUTH)
        } else if scores[NORTH] > scores[SOUTH] {
            Some(NORTH)
        } else {
            None
        };
        End {
            winner,
            scores,
            reason,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub game: Game,
    /// Sowing order: South's row, then North's.
    pub houses: Vec<u32>,
    /// Captured seeds (Oware), stores (Kalah, Congkak) or kazans (Togyz), South's first.
    pub stores: [u32; 2],
    /// Each player's tuzdyk, a house on the other player's row.
    pub tuzdyks: [Option<usize>; 2],
    pub to_move: usize,
    /// Congkak: the last move was stopped for relaying too often.
    pub endless: bool,
}

/// One move as the model plays it.
#[derive(Clone, Debug)]
pub struct Turn {
    pub after: Board,
    pub trace: Vec<Event>,
    /// Houses emptied by the capture rules and how many seeds each gave, in the order taken.
    pub captures: Vec<(usize, u32)>,
    /// Seeds the capture rules put in the mover's store (a new tuzdyk's stones included).
    pub captured: u32,
    pub tuzdyk_made: Option<usize>,
    pub grand_slam: bool,
    /// The mover plays again and the game goes on.
    pub extra_turn: bool,
}

impl Turn {
    /// Every pit that received a seed; a stone through a tuzdyk counts as its house.
    pub fn sown(&self) -> Vec<Place> {
        self.trace
            .iter()
            .filter_map(|event| match *event {
                Event::Sow(place) => Some(place),
                Event::ThroughTuzdyk { house, .. } => Some(Place::House(house)),
                _ => None,
            })
            .collect()
    }
}

impl Board {
    pub fn start(game: Game, seeds_per_house: u32) -> Board {
        Board {
            game,
            houses: vec![seeds_per_house; 2 * game.width()],
            stores: [0, 0],
            tuzdyks: [None, None],
            to_move: SOUTH,
            endless: false,
        }
    }

    pub fn width(&self) -> usize {
        self.game.width()
    }

    pub fn pits(&self) -> usize {
        2 * self.width()
    }

    pub fn owner(&self, house: usize) -> usize {
        if house < self.width() {
            SOUTH
        } else {
            NORTH
        }
    }

    pub fn row(&self, side: usize) -> std::ops::Range<usize> {
        side * self.width()..(side + 1) * self.width()
    }

    pub fn row_seeds(&self, side: usize) -> u32 {
        self.houses[self.row(side)].iter().sum()
    }

    pub fn total(&self) -> u32 {
        self.houses.iter().sum::<u32>() + self.stores[SOUTH] + self.stores[NORTH]
    }

    pub fn opposite(&self, house: usize) -> usize {
        self.pits() - 1 - house
    }

    /// The moves the rules allow now; none once the game is over.
    pub fn legal_moves(&self) -> Vec<usize> {
        if self.end().is_some() {
            return Vec::new();
        }
        self.playable()
    }

    /// Own houses with seeds, narrowed by Oware's duty to feed; the end is not looked at,
    /// so that Oware's no-feed end can be defined through it.
    fn playable(&self) -> Vec<usize> {
        let me = self.to_move;
        let own: Vec<usize> = self.row(me).filter(|&h| self.houses[h] > 0).collect();
        if self.game != Game::Oware || self.row_seeds(1 - me) > 0 {
            return own;
        }
        own.into_iter()
            .filter(|&h| {
                self.play_oware(h)
                    .sown()
                    .iter()
                    .any(|&place| matches!(place, Place::House(h) if self.owner(h) != me))
            })
            .collect()
    }

    /// True when the player to move may only play houses that reach an empty opponent row.
    pub fn must_feed(&self) -> bool {
        self.game == Game::Oware && self.row_seeds(1 - self.to_move) == 0
    }

    /// Plays a legal move.
    pub fn play(&self, house: usize) -> Turn {
        match self.game {
            Game::Oware => self.play_oware(house),
            Game::Kalah => self.play_kalah(house),
            Game::Congkak => self.play_congkak(house),
            Game::Togyz => self.play_togyz(house),
        }
    }

    pub fn end(&self) -> Option<End> {
        match self.game {
            Game::Oware => self.end_oware(),
            Game::Kalah => self.end_kalah(),
            Game::Congkak => self.end_congkak(),
            Game::Togyz => self.end_togyz(),
        }
    }

    /// Store plus own houses for each player: the final score whenever the board is split.
    fn stores_plus_rows(&self) -> [u32; 2] {
        [
            self.stores[SOUTH] + self.row_seeds(SOUTH),
            self.stores[NORTH] + self.row_seeds(NORTH),
        ]
    }

    fn lift(&self, house: usize) -> (Board, u32, Vec<Event>) {
        let mut board = self.clone();
        let seeds = board.houses[house];
        board.houses[house] = 0;
        (board, seeds, vec![Event::Lift { house, seeds }])
    }

    fn turn(after: Board, trace: Vec<Event>) -> Turn {
        Turn {
            after,
            trace,
            captures: Vec::new(),
            captured: 0,
            tuzdyk_made: None,
            grand_slam: false,
            extra_turn: false,
        }
    }

    // ---- Oware (Abapa) ----

    fn play_oware(&self, house: usize) -> Turn {
        let me = self.to_move;
        let them = 1 - me;
        let (mut board, seeds, mut trace) = self.lift(house);
        let mut at = house;
        for _ in 0..seeds {
            at = (at + 1) % board.pits();
            if at == house {
                at = (at + 1) % board.pits();
            }
            board.houses[at] += 1;
            trace.push(Event::Sow(Place::House(at)));
        }
        let mut chain = Vec::new();
        let mut h = at;
        while board.owner(h) == them && (2..=3).contains(&board.houses[h]) {
            chain.push((h, board.houses[h]));
            if h == board.row(them).start {
                break;
            }
            h -= 1;
        }
        let taken: u32 = chain.iter().map(|&(_, n)| n).sum();
        let grand_slam = !chain.is_empty() && taken == board.row_seeds(them);
        if grand_slam {
            chain.clear();
        }
        let mut captured = 0;
        for &(h, n) in &chain {
            board.houses[h] = 0;
            board.stores[me] += n;
            captured += n;
        }
        board.to_move = them;
        let mut turn = Board::turn(board, trace);
        turn.captures = chain;
        turn.captured = captured;
        turn.grand_slam = grand_slam;
        turn
    }

    fn end_oware(&self) -> Option<End> {
        let half = self.total() / 2;
        let [south, north] = self.stores;
        if south > half || north > half || (south == half && north == half) {
            return Some(End::from_scores(self.stores, Reason::Score));
        }
        if self.playable().is_empty() {
            return Some(End::from_scores(self.stores_plus_rows(), Reason::NoFeed));
        }
        None
    }

    // ---- Kalah and Congkak: the stores are on the sowing path ----

    /// The pit after `place` for `mover`: his own store follows his last house, the
    /// opponent's store is passed by.
    fn next_place(&self, place: Place, mover: usize) -> Place {
        let n = self.width();
        match place {
            Place::House(h) if h == mover * n + n - 1 => Place::Store(mover),
            Place::House(h) => Place::House((h + 1) % self.pits()),
            Place::Store(side) => Place::House(((side + 1) % 2) * n),
        }
    }

    fn drop_seed(&mut self, place: Place) {
        match place {
            Place::House(h) => self.houses[h] += 1,
            Place::Store(side) => self.stores[side] += 1,
        }
    }

    fn play_kalah(&self, house: usize) -> Turn {
        let me = self.to_move;
        let them = 1 - me;
        let (mut board, seeds, mut trace) = self.lift(house);
        let mut at = Place::House(house);
        for _ in 0..seeds {
            at = board.next_place(at, me);
            board.drop_seed(at);
            trace.push(Event::Sow(at));
        }
        let mut captures = Vec::new();
        let mut lands_in_store = false;
        match at {
            Place::Store(_) => lands_in_store = true,
            Place::House(h) if board.owner(h) == me && board.houses[h] == 1 => {
                let facing = board.opposite(h);
                if board.houses[facing] > 0 {
                    captures.push((h, 1));
                    captures.push((facing, board.houses[facing]));
                }
            }
            Place::House(_) => {}
        }
        let captured = board.take(&captures, me);
        board.to_move = if lands_in_store { me } else { them };
        let extra_turn = lands_in_store && board.end().is_none();
        let mut turn = Board::turn(board, trace);
        turn.captures = captures;
        turn.captured = captured;
        turn.extra_turn = extra_turn;
        turn
    }

    fn take(&mut self, captures: &[(usize, u32)], by: usize) -> u32 {
        let mut taken = 0;
        for &(h, n) in captures {
            self.houses[h] -= n;
            self.stores[by] += n;
            taken += n;
        }
        taken
    }

    fn end_kalah(&self) -> Option<End> {
        if self.row_seeds(SOUTH) == 0 || self.row_seeds(NORTH) == 0 {
            return Some(End::from_scores(self.stores_plus_rows(), Reason::EmptyRow));
        }
        None
    }

    fn play_congkak(&self, house: usize) -> Turn {
        let me = self.to_move;
        let them = 1 - me;
        let (mut board, mut seeds, mut trace) = self.lift(house);
        let mut lifts = 1;
        let mut at = Place::House(house);
        let mut captures = Vec::new();
        let mut lands_in_store = false;
        let mut endless = false;
        loop {
            for _ in 0..seeds {
                at = board.next_place(at, me);
                board.drop_seed(at);
                trace.push(Event::Sow(at));
            }
            match at {
                Place::Store(_) => {
                    lands_in_store = true;
                    break;
                }
                Place::House(h) if board.houses[h] > 1 => {
                    if lifts == LIFT_LIMIT {
                        endless = true;
                        trace.push(Event::Endless);
                        break;
                    }
                    lifts += 1;
                    seeds = board.houses[h];
                    board.houses[h] = 0;
                    trace.push(Event::Relay { house: h, seeds });
                }
                Place::House(h) if board.owner(h) == me => {
                    let facing = board.opposite(h);
                    captures.push((h, 1));
                    if board.houses[facing] > 0 {
                        captures.push((facing, board.houses[facing]));
                    }
                    break;
                }
                Place::House(_) => break,
            }
        }
        let captured = board.take(&captures, me);
        board.endless = endless;
        board.to_move = if lands_in_store && !endless { me } else { them };
        let extra_turn = lands_in_store && board.end().is_none();
        let mut turn = Board::turn(board, trace);
        turn.captures = captures;
        turn.captured = captured;
        turn.extra_turn = extra_turn;
        turn
    }

    fn end_congkak(&self) -> Option<End> {
        if self.endless {
            return Some(End::from_scores(self.stores_plus_rows(), Reason::Endless));
        }
        if self.row_seeds(self.to_move) == 0 {
            return Some(End::from_scores(self.stores_plus_rows(), Reason::EmptyRow));
        }
        None
    }

    // ---- Togyz Kumalak ----

    fn tuzdyk_owner(&self, house: usize) -> Option<usize> {
        [SOUTH, NORTH]
            .into_iter()
            .find(|&side| self.tuzdyks[side] == Some(house))
    }

    fn play_togyz(&self, house: usize) -> Turn {
        let me = self.to_move;
        let them = 1 - me;
        let n = self.width();
        let (mut board, stones, mut trace) = self.lift(house);
        let targets: Vec<usize> = if stones == 1 {
            vec![(house + 1) % board.pits()]
        } else {
            (0..stones as usize)
                .map(|i| (house + i) % board.pits())
                .collect()
        };
        for &h in &targets {
            match board.tuzdyk_owner(h) {
                Some(owner) => {
                    board.stores[owner] += 1;
                    trace.push(Event::ThroughTuzdyk { house: h, owner });
                }
                None => {
                    board.houses[h] += 1;
                    trace.push(Event::Sow(Place::House(h)));
                }
            }
        }
        let last = *targets.last().expect("a move sows at least one stone");
        let mut captures = Vec::new();
        let mut tuzdyk_made = None;
        let mut captured = 0;
        if board.owner(last) == them && board.tuzdyk_owner(last).is_none() {
            let count = board.houses[last];
            let same_number_taken = board.tuzdyks[them].is_some_and(|t| t % n == last % n);
            if count % 2 == 0 {
                captures.push((last, count));
                captured = board.take(&captures, me);
            } else if count == 3
                && board.tuzdyks[me].is_none()
                && last % n != n - 1
                && !same_number_taken
            {
                board.houses[last] = 0;
                board.stores[me] += 3;
                board.tuzdyks[me] = Some(last);
                tuzdyk_made = Some(last);
                captured = 3;
            }
        }
        board.to_move = them;
        let mut turn = Board::turn(board, trace);
        turn.captures = captures;
        turn.captured = captured;
        turn.tuzdyk_made = tuzdyk_made;
        turn
    }

    fn end_togyz(&self) -> Option<End> {
        if self.stores.iter().any(|&kazan| kazan >= 82) {
            return Some(End::from_scores(self.stores, Reason::Score));
        }
        let waiting = 1 - self.to_move;
        if self.row_seeds(self.to_move) == 0 {
            let mut scores = self.stores;
            scores[waiting] += self.row_seeds(waiting);
            return Some(End::from_scores(scores, Reason::NoMove));
        }
        None
    }

    /// Leaf positions `depth` plies ahead; a finished game is not expanded.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.legal_moves()
            .into_iter()
            .map(|h| self.play(h).after.perft(depth - 1))
            .sum()
    }
}
