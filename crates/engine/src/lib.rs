//! The `oware-engine` text protocol: one command per line in, one answer per line out, for
//! every game of the family (Oware, Kalah, Congkak, Togyz Kumalak).
//!
//! Answers are `= <result>` (or a bare `=`) on success and `? <message>` on error; an error
//! never changes the state. Blank lines and lines starting with `#` get no answer. The logic
//! lives here rather than in the binary so that it can be tested without spawning a process.
//!
//! ```text
//! games                          = oware kalah congkak togyz
//! game [<id> [seeds=<n>] [repetition=first|third]]
//!                                =   a new game of that kind; alone: = <id> seeds=<n>
//!                                    (then repetition=first under that rule)
//! newgame                        =   start position of the current game, South to move
//! setposition <words>            =   exactly what `position` prints
//! position                       = <houses> <S> <N> <side> [<S tuzdyk> <N tuzdyk>]
//! legal                          = <letters>   (bare `=` once the game is over)
//! play <letter>                  = <seeds captured>   or   ? illegal move: <reason>
//! status                         = ongoing   or   = over <south|north|draw> <S> <N> <reason>
//! perft <depth>                  = <count>   (depth 0..=15)
//! genmove <level>                = <letter>  Tux chooses and plays a move
//! seed <n>                       =           reseeds Tux
//! levels                         = <number of Tux levels>
//! movetime [<ms>]                =   the master's time a move (100..=60000); alone: = <ms>
//! quit                           =           then the engine exits
//! ```
//!
//! The words of the answers and every error message ([`ProtocolError`]) are `oware-protocol`'s,
//! which the classroom server answers with too:
//!
//! - `command`: turns one line into a [`Command`], checking every argument;
//! - `session`: holds the game and answers commands;
//! - `lines`: reads bounded lines, so no input can exhaust memory.

mod command;
mod lines;
mod session;

pub use command::{Command, MAX_PERFT_DEPTH};
pub use lines::{read_line, Line, MAX_LINE_BYTES};
pub use oware_protocol::ProtocolError;
pub use session::{run, EngineState, Reply};
