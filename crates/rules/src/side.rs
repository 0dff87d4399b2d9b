use std::fmt;

/// One of the two players. South moves first and owns houses A–F; North owns a–f.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The player of the row lettered A, B, …; the opening position has South to move.
    South,
    /// The player of the row lettered a, b, …, who moves second from the opening position.
    North,
}

impl Side {
    /// Both players in the order per-side arrays keep them, South's first.
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    /// The other player.
    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// Index into per-side arrays such as the captured seeds.
    pub fn index(self) -> usize {
        match self {
            Side::South => 0,
            Side::North => 1,
        }
    }

    /// The word the protocols and the position text use: `south` or `north`.
    pub fn name(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
    }

    /// Reads a side back from what a person may type: the word in lower case, capitalised
    /// or in capitals, or its initial (`s`, `N`, …); `None` for anything else.
    pub fn from_name(name: &str) -> Option<Side> {
        match name {
            "south" | "South" | "SOUTH" | "s" | "S" => Some(Side::South),
            "north" | "North" | "NORTH" | "n" | "N" => Some(Side::North),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
