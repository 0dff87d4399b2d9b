//! The class's roster as a child's program hears of it: the groups and the children to tap,
//! the picture code that signs a child in, the session that keeps them signed in, the work
//! the teacher gave and the child's own progress.
//!
//! Lists come as events before the answer that closes them, as a puzzle's coach comes before
//! its answer: `class` is answered by one `! group` a group then `= class …`, `class-group`
//! by one `! pupil` a child then `= class-group …`, `assignments` by one `! assignment` each
//! then `= assignments <count>`, `progress` by one `! progress` a game then `= progress
//! <count>`. Names and groups are percent-encoded as `! say`'s texts are ([`crate::encode`]),
//! so that a name with a space, an apostrophe or any alphabet is one word.

use std::fmt;

use oware_rules::GameKind;

use crate::say::{decode, encode};
use crate::thin_client::digits;
use crate::Token;

pub(crate) const CLASS: &str = "class";
pub(crate) const CLASS_GROUP: &str = "class-group";
pub(crate) const SIGNED_IN: &str = "signed-in";
pub(crate) const SIGNED_OUT: &str = "signed-out";
pub(crate) const ASSIGNMENTS: &str = "assignments";
pub(crate) const PROGRESS: &str = "progress";
pub(crate) const GROUP: &str = "group";
pub(crate) const PUPIL: &str = "pupil";
pub(crate) const ASSIGNMENT: &str = "assignment";
pub(crate) const SESSION_ENDED: &str = "session-ended";
const GUESTS: &str = "guests";
const NO_GUESTS: &str = "no-guests";

/// How many pictures a code has, and how many there are to choose from.
pub const PICTURES_IN_A_CODE: usize = 3;
/// The pictures are numbered 1 to this.
pub const PICTURE_COUNT: u8 = 9;

/// The longest name or group name the roster keeps, in characters.
pub const MAX_ROSTER_NAME_CHARS: usize = 40;

/// A child's picture code: three pictures, each 1 to 9, in order.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PictureCode(pub [u8; PICTURES_IN_A_CODE]);

impl PictureCode {
    /// The code from three words `1`–`9`.
    pub fn from_words(words: &[&str]) -> Option<PictureCode> {
        let [a, b, c] = words else {
            return None;
        };
        let picture = |word: &str| digits::<u8>(word).filter(|n| (1..=PICTURE_COUNT).contains(n));
        Some(PictureCode([picture(a)?, picture(b)?, picture(c)?]))
    }

    /// The code from a three-digit text such as `"427"` (the teacher's page and the CSV).
    pub fn from_digits(text: &str) -> Option<PictureCode> {
        let digits: Vec<String> = text.chars().map(String::from).collect();
        let words: Vec<&str> = digits.iter().map(String::as_str).collect();
        PictureCode::from_words(&words)
    }

    /// The three pictures as one text, `"427"`.
    pub fn digits(&self) -> String {
        self.0.iter().map(u8::to_string).collect()
    }
}

/// Debug output ends up in logs: a child's code must not.
impl fmt::Debug for PictureCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PictureCode(…)")
    }
}

/// The words `<p1> <p2> <p3>`.
impl fmt::Display for PictureCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c] = self.0;
        write!(f, "{a} {b} {c}")
    }
}

/// A name or a group's name as the roster keeps it: 1 to [`MAX_ROSTER_NAME_CHARS`]
/// characters, no control character, not only spaces.
pub fn check_roster_name(name: &str) -> bool {
    let count = name.chars().count();
    (1..=MAX_ROSTER_NAME_CHARS).contains(&count)
        && !name.chars().any(char::is_control)
        && !name.trim().is_empty()
}

/// A roster name read from its percent-encoded word.
fn roster_name(word: &str) -> Option<String> {
    decode(word).filter(|name| check_roster_name(name))
}

/// `! group <id> <name>` or `! pupil <id> <name>`: one entry of a list to tap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    /// The group's or the child's number on this server.
    pub id: u32,
    /// Its name, as the teacher typed it.
    pub name: String,
}

impl Named {
    pub(crate) fn parse(words: &[&str]) -> Option<Named> {
        match words {
            [id, name] => Some(Named {
                id: digits(id)?,
                name: roster_name(name)?,
            }),
            _ => None,
        }
    }
}

/// `<id> <name>`
impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.id, encode(&self.name))
    }
}

/// `= class <groups> guests|no-guests`: how many `! group` lines came, and whether a child
/// may play without signing in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClassShown {
    /// The groups listed before.
    pub groups: u32,
    /// Whether the teacher lets children play as guests (`hello <name>`).
    pub guests: bool,
}

impl ClassShown {
    pub(crate) fn parse(words: &[&str]) -> Option<ClassShown> {
        match words {
            [CLASS, groups, guests] => Some(ClassShown {
                groups: digits(groups)?,
                guests: match *guests {
                    GUESTS => true,
                    NO_GUESTS => false,
                    _ => return None,
                },
            }),
            _ => None,
        }
    }
}

impl fmt::Display for ClassShown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let guests = if self.guests { GUESTS } else { NO_GUESTS };
        write!(f, "{CLASS} {} {guests}", self.groups)
    }
}

/// `= signed-in <pupil> <token> <name>`: the child this connection now speaks for, and the
/// session's token that signs this device in again (`session <token>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignedIn {
    /// The child's number.
    pub pupil: u32,
    /// The session: kept by the device until it signs out.
    pub token: Token,
    /// The child's name.
    pub name: String,
}

impl SignedIn {
    pub(crate) fn parse(words: &[&str]) -> Option<SignedIn> {
        match words {
            [SIGNED_IN, pupil, token, name] => Some(SignedIn {
                pupil: digits(pupil)?,
                token: Token::parse(token).ok()?,
                name: roster_name(name)?,
            }),
            _ => None,
        }
    }
}

impl fmt::Display for SignedIn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{SIGNED_IN} {} {} {}",
            self.pupil,
            self.token.hex(),
            encode(&self.name)
        )
    }
}

/// `! session-ended <why>`: the teacher ended the session this connection was signed in
/// with. The connection speaks for nobody from then on (as before `hello`), and leaves its
/// seat if it had one; the child signs in again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SessionEnd {
    /// `everyone`: the teacher's "sign everyone out".
    Everyone,
    /// `new-code`: the teacher gave the child new pictures.
    NewCode,
    /// `deleted`: the teacher took the child off the class list.
    Deleted,
}

const EVERYONE: &str = "everyone";
const NEW_CODE: &str = "new-code";
const DELETED: &str = "deleted";

impl SessionEnd {
    pub(crate) fn parse(words: &[&str]) -> Option<SessionEnd> {
        match words {
            [EVERYONE] => Some(SessionEnd::Everyone),
            [NEW_CODE] => Some(SessionEnd::NewCode),
            [DELETED] => Some(SessionEnd::Deleted),
            _ => None,
        }
    }
}

impl fmt::Display for SessionEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SessionEnd::Everyone => EVERYONE,
            SessionEnd::NewCode => NEW_CODE,
            SessionEnd::Deleted => DELETED,
        })
    }
}

/// What an assignment asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// `lessons <from> <to>`: the game's lessons from one number to another.
    Lessons {
        /// The first lesson, from 1.
        from: u32,
        /// The last lesson.
        to: u32,
    },
    /// `puzzles <count> [theme]`: this many puzzles solved, of a theme if given.
    Puzzles {
        /// Puzzles to solve.
        count: u32,
        /// The theme's word (`captures`…), if the teacher chose one.
        theme: Option<String>,
    },
    /// `chapter <key>`: a strategy chapter, by its key.
    Chapter(String),
    /// `beat-tux <level>`: a game won against Tux at this level or above.
    BeatTux(u8),
    /// `classmate`: a game played to its end against a classmate.
    Classmate,
}

const LESSONS: &str = "lessons";
const PUZZLES: &str = "puzzles";
const CHAPTER: &str = "chapter";
const BEAT_TUX: &str = "beat-tux";
const CLASSMATE: &str = "classmate";

/// A word of the protocol's own: lower-case letters, digits and `-`, 1 to 32 of them.
fn key_word(word: &str) -> Option<String> {
    let fits = (1..=32).contains(&word.len())
        && word
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    fits.then(|| word.to_string())
}

impl Task {
    /// The kind's word.
    pub fn kind(&self) -> &'static str {
        match self {
            Task::Lessons { .. } => LESSONS,
            Task::Puzzles { .. } => PUZZLES,
            Task::Chapter(_) => CHAPTER,
            Task::BeatTux(_) => BEAT_TUX,
            Task::Classmate => CLASSMATE,
        }
    }

    /// The task from its kind's word and the words after it.
    pub fn from_words(kind: &str, args: &[&str]) -> Option<Task> {
        match (kind, args) {
            (LESSONS, [from, to]) => {
                let (from, to) = (digits(from)?, digits(to)?);
                (1 <= from && from <= to).then_some(Task::Lessons { from, to })
            }
            (PUZZLES, [count]) => Some(Task::Puzzles {
                count: digits(count).filter(|n| *n > 0)?,
                theme: None,
            }),
            (PUZZLES, [count, theme]) => Some(Task::Puzzles {
                count: digits(count).filter(|n| *n > 0)?,
                theme: Some(key_word(theme)?),
            }),
            (CHAPTER, [key]) => Some(Task::Chapter(key_word(key)?)),
            (BEAT_TUX, [level]) => Some(Task::BeatTux(digits(level).filter(|n| *n > 0)?)),
            (CLASSMATE, []) => Some(Task::Classmate),
            _ => None,
        }
    }

    /// The words after the kind's, space-separated (none for `classmate`).
    pub fn args(&self) -> String {
        match self {
            Task::Lessons { from, to } => format!("{from} {to}"),
            Task::Puzzles { count, theme: None } => count.to_string(),
            Task::Puzzles {
                count,
                theme: Some(theme),
            } => format!("{count} {theme}"),
            Task::Chapter(key) => key.clone(),
            Task::BeatTux(level) => level.to_string(),
            Task::Classmate => String::new(),
        }
    }
}

/// `<kind> [args…]`
impl fmt::Display for Task {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let args = self.args();
        if args.is_empty() {
            f.write_str(self.kind())
        } else {
            write!(f, "{} {args}", self.kind())
        }
    }
}

/// `! assignment <id> <kind> <game> <args…> <done 0|1> <progress>/<target>`: one piece of
/// work the teacher gave this child, and how far the child is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AssignmentShown {
    /// The assignment's number.
    pub id: u32,
    /// The game it is about.
    pub game: GameKind,
    /// What it asks for.
    pub task: Task,
    /// Whether the child has done it.
    pub done: bool,
    /// How much is done…
    pub progress: u32,
    /// …of how much.
    pub target: u32,
}

impl AssignmentShown {
    pub(crate) fn parse(words: &[&str]) -> Option<AssignmentShown> {
        let [id, kind, game, rest @ ..] = words else {
            return None;
        };
        let [args @ .., done, fraction] = rest else {
            return None;
        };
        let (progress, target) = fraction.split_once('/')?;
        Some(AssignmentShown {
            id: digits(id)?,
            game: GameKind::from_id(game)?,
            task: Task::from_words(kind, args)?,
            done: match *done {
                "0" => false,
                "1" => true,
                _ => return None,
            },
            progress: digits(progress)?,
            target: digits(target)?,
        })
    }
}

impl fmt::Display for AssignmentShown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.id, self.task.kind(), self.game.id())?;
        let args = self.task.args();
        if !args.is_empty() {
            write!(f, " {args}")?;
        }
        write!(
            f,
            " {} {}/{}",
            u8::from(self.done),
            self.progress,
            self.target
        )
    }
}

/// `! progress <game> tux=<level> lessons=<done>/<all> puzzles=<rating>/<solved>/<tried>
/// streak=<best> chapters=<stars>`: a child's progress in one game. `tux` is the highest level
/// beaten, 0 for none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgressShown {
    /// The game.
    pub game: GameKind,
    /// The highest level of Tux beaten; 0 for none.
    pub tux: u8,
    /// Lessons done.
    pub lessons_done: u32,
    /// Lessons the game has.
    pub lessons_all: u32,
    /// The puzzle rating.
    pub rating: u32,
    /// Puzzles solved.
    pub solved: u32,
    /// Puzzles tried.
    pub tried: u32,
    /// The best streak of puzzles solved in a row.
    pub streak: u32,
    /// Stars won in the strategy chapters.
    pub stars: u32,
}

impl ProgressShown {
    pub(crate) fn parse(words: &[&str]) -> Option<ProgressShown> {
        let [game, tux, lessons, puzzles, streak, chapters] = words else {
            return None;
        };
        let (lessons_done, lessons_all) = lessons.strip_prefix("lessons=")?.split_once('/')?;
        let mut puzzle_numbers = puzzles.strip_prefix("puzzles=")?.split('/');
        let mut next = || -> Option<u32> { digits(puzzle_numbers.next()?) };
        let (rating, solved, tried) = (next()?, next()?, next()?);
        if puzzle_numbers.next().is_some() {
            return None;
        }
        Some(ProgressShown {
            game: GameKind::from_id(game)?,
            tux: digits(tux.strip_prefix("tux=")?)?,
            lessons_done: digits(lessons_done)?,
            lessons_all: digits(lessons_all)?,
            rating,
            solved,
            tried,
            streak: digits(streak.strip_prefix("streak=")?)?,
            stars: digits(chapters.strip_prefix("chapters=")?)?,
        })
    }
}

impl fmt::Display for ProgressShown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} tux={} lessons={}/{} puzzles={}/{}/{} streak={} chapters={}",
            self.game.id(),
            self.tux,
            self.lessons_done,
            self.lessons_all,
            self.rating,
            self.solved,
            self.tried,
            self.streak,
            self.stars
        )
    }
}

/// A count closing a list: `= assignments <n>`, `= progress <n>`, `= class-group <id> <n>`.
pub(crate) fn count_after(words: &[&str], word: &str) -> Option<u32> {
    match words {
        [first, count] if *first == word => digits(count),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_code_takes_three_pictures_from_one_to_nine() {
        assert_eq!(
            PictureCode::from_words(&["4", "2", "7"]),
            Some(PictureCode([4, 2, 7]))
        );
        assert_eq!(
            PictureCode::from_digits("427"),
            Some(PictureCode([4, 2, 7]))
        );
        assert_eq!(PictureCode([4, 2, 7]).digits(), "427");
        for wrong in [
            &["0", "2", "7"][..],
            &["4", "2"],
            &["4", "2", "10"],
            &["4", "2", "07"],
        ] {
            assert_eq!(PictureCode::from_words(wrong), None, "{wrong:?}");
        }
        assert_eq!(format!("{:?}", PictureCode([4, 2, 7])), "PictureCode(…)");
    }

    #[test]
    fn an_assignment_reads_back_with_and_without_arguments() {
        for line in [
            "3 lessons oware 1 4 0 2/4",
            "4 puzzles kalah 10 captures 1 10/10",
            "5 puzzles kalah 10 0 0/10",
            "6 chapter oware big-houses 0 0/3",
            "7 beat-tux togyz 3 1 1/1",
            "8 classmate congkak 0 0/1",
        ] {
            let words: Vec<&str> = line.split(' ').collect();
            let shown = AssignmentShown::parse(&words).expect(line);
            assert_eq!(shown.to_string(), line);
        }
        let words: Vec<&str> = "3 lessons oware 4 1 0 2/4".split(' ').collect();
        assert_eq!(AssignmentShown::parse(&words), None, "from after to");
    }

    #[test]
    fn a_name_with_an_apostrophe_or_in_cyrillic_is_one_word() {
        let named = Named {
            id: 12,
            name: "Zoë O'Brien".into(),
        };
        assert_eq!(named.to_string(), "12 Zo%C3%AB%20O%27Brien");
        let line = Named {
            id: 1,
            name: "Љубица Петровска".into(),
        }
        .to_string();
        let words: Vec<&str> = line.split(' ').collect();
        assert_eq!(words.len(), 2);
        assert_eq!(
            Named::parse(&words).map(|n| n.name).as_deref(),
            Some("Љубица Петровска")
        );
    }
}
