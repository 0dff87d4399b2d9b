//! What the game screen shows right now, worked out from the sitting as plain data.
//!
//! [`game_view`] is a pure function of a [`Scene`]: the sitting, the replay frame, the feedback
//! line and every mode of the board (a lesson, a look back, a preview, play held):
//! it asks the rules what is legal and the texts for every word, and the controller only
//! copies the result into the window. Tests can call it without a window.

use oware_rules::{GameStatus, MoveSet, Outcome, Pit, Preview, Rules, Side, Stores};

use super::aids::{preview_sentence, Ending};
use super::animation::Frame;
use super::feedback::{Feedback, Told};
use super::help::{self, HelpSection};
use super::sitting::{Opponent, Seat, Sitting};
use super::texts::{sentences, Message, Texts};

/// One house as drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HouseState {
    pub index: usize,
    pub letter: String,
    pub seeds: u8,
    pub playable: bool,
    pub feeding: bool,
    pub last_origin: bool,
    pub sown: bool,
    pub lifted: bool,
    pub captured: bool,
    pub hinted: bool,
    pub refused: bool,
    /// The player this house is a tuzdyk of.
    pub tuzdyk_of: Option<Side>,
    /// What a screen reader says: the house as it is once the move being replayed is over,
    /// so that the name changes once per move rather than with every seed.
    pub label: String,
    /// The move preview: the last seed would land here.
    pub preview_last: bool,
    /// The move preview: seeds that would be captured from here.
    pub preview_taken: u8,
    /// The move preview in words, on the house it is about.
    pub preview: String,
}

/// A player's store (Kalah, Congkak), kazan (Togyz Kumalak) or captured seeds (Oware).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StoreState {
    pub seeds: u8,
    /// A seed just fell in.
    pub sown: bool,
    pub label: String,
    /// The move preview: the last seed would fall in here.
    pub preview_last: bool,
    /// Whose it is, in words on the board ("Your store"); empty where the player's line shows
    /// it (Oware's captured seeds).
    pub owner: String,
    /// A lesson points here: its goal is reached in this store.
    pub hinted: bool,
}

/// How the message line looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Information,
    Refusal,
    Feeding,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndView {
    pub title: String,
    pub score: String,
    pub reason: String,
    /// A kind word for the child who lost, with the seeds they did win; empty otherwise.
    pub cheer: String,
    pub mood: Ending,
    pub can_next_level: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameView {
    pub title: String,
    /// North's row as drawn, left to right (its last house first).
    pub north: Vec<HouseState>,
    /// South's row as drawn, left to right (A first).
    pub south: Vec<HouseState>,
    /// South's then North's.
    pub stores: [StoreState; 2],
    pub store_layout: Stores,
    pub names: [String; 2],
    pub to_move: Side,
    pub against_tux: bool,
    pub tux_thinking: bool,
    pub level_line: String,
    pub turn_line: String,
    pub replaying: bool,
    /// Seeds in the mover's hand during the replay.
    pub in_hand: u8,
    pub can_undo: bool,
    pub can_level_down: bool,
    pub can_level_up: bool,
    pub message: String,
    pub tone: Tone,
    /// What the house looked at would do, in words; empty without a preview.
    pub preview_line: String,
    /// What a screen reader announces when it changes: see [`announcement`].
    pub announcement: String,
    pub end: Option<EndView>,
    pub help_title: String,
    pub help_text: String,
    /// The same rules in sections under headings, as the dialog shows them.
    pub help_sections: Vec<HelpSection>,
}

/// A guided lesson's words, which take the place of the game's: the lesson stands for a
/// game, and its one move neither hands the turn to Tux nor ends a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonWords {
    /// Which lesson of how many, and its title, where the level line is.
    pub heading: String,
    /// The task, the refusal or explanation of a try, or the praise.
    pub line: String,
    pub tone: Tone,
    /// The task again beside an explanation; empty when the line is the task.
    pub task: String,
    /// After misses, a house that does what the lesson asks, marked as a hint is.
    pub pointer: Option<usize>,
    /// With the pointer, the store or kazan where the goal is reached (a seed into one's
    /// store, the last seed there), marked the same way.
    pub goal_store: Option<Side>,
    /// The board does not light the playable houses: the lesson asks which house may be
    /// played (the one that feeds), so the glow would be the answer.
    pub hides_legal_glow: bool,
    /// What a house would do, marked on the board as the game's move preview marks it (where
    /// the last seed lands, the seeds it takes), its words already in the line: a puzzle's
    /// third hint.
    pub preview: Option<Preview>,
}

/// Looking back at a finished game: the move shown and the look back's words, which take the
/// place of the game's. Nothing can be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LookBackWords {
    /// The house the child played from this position, and the one Tux thinks was better;
    /// `None` while Tux is still thinking (or found nothing to say): the end position, no marks.
    pub moved: Option<(usize, Option<usize>)>,
    /// Which of the child's moves this is, where the level line is (with a move shown).
    pub counter: String,
    /// The move played and Tux's word on it, in the message line.
    pub line: String,
}

/// What the board marks besides the game itself.
#[derive(Clone, Copy, Debug, Default)]
pub enum Marks<'a> {
    #[default]
    Nothing,
    /// What the house the child is looking at would do.
    Preview(&'a Preview),
    /// Looking back at a finished game: its words in place of the game's.
    LookBack(&'a LookBackWords),
    /// A guided lesson: its words in place of the game's. The preview would give its answer
    /// away, so there is none.
    Lesson(&'a LessonWords),
}

/// Everything the game screen is worked out from: the sitting and how the board shows it.
#[derive(Clone, Copy)]
pub struct Scene<'a> {
    pub sitting: &'a Sitting,
    /// The replay's frame while a move is replayed.
    pub frame: Option<&'a Frame>,
    pub feedback: &'a Feedback,
    pub marks: Marks<'a>,
    /// The move preview is on: every house the child may play says what it would do as its
    /// description, all the time and not only once looked at (a screen reader reads it
    /// with the house's name when the focus arrives).
    pub describe_moves: bool,
    /// Nothing can be played for now: the connection to a classmate's room is lost, and a
    /// move could not reach it.
    pub held: bool,
}

/// Works out the whole game screen from `scene`, every word through `texts`.
pub fn game_view(scene: Scene<'_>, texts: &Texts) -> GameView {
    let modes = Modes::of(&scene);
    let board = Board::of(&scene, &modes);
    let Scene { sitting, frame, .. } = scene;
    let game = sitting.game();
    let layout = game.position().layout();
    let preview_line = modes.preview.map_or(String::new(), |preview| {
        preview_sentence(texts.localizer, texts.language, layout, preview)
    });
    let drawing = Drawing {
        scene: &scene,
        modes: &modes,
        board: &board,
        texts,
        preview_line: &preview_line,
    };
    let north = layout
        .row(Side::North)
        .rev()
        .map(|index| drawing.house(index))
        .collect();
    let south = layout
        .row(Side::South)
        .map(|index| drawing.house(index))
        .collect();
    let (message, tone) = message_line(&scene, &modes, &board, texts);
    let (help_title, help_text) = texts.help();
    let help_sections = help::sections(sitting.ruleset().kind(), &help_text, |id| texts.plain(id));
    GameView {
        title: texts.game_title(),
        north,
        south,
        stores: [drawing.store(Side::South), drawing.store(Side::North)],
        store_layout: layout.stores,
        names: [
            texts.player_name(Side::South),
            texts.player_name(Side::North),
        ],
        to_move: lit_side(sitting, &modes),
        against_tux: *sitting.opponent() == Opponent::Tux,
        tux_thinking: sitting.is_tux_turn() && !modes.replaying && modes.lesson.is_none(),
        level_line: match (modes.lesson, modes.look_back) {
            (Some(words), _) => words.heading.clone(),
            (None, Some(words)) if modes.looking_back() => words.counter.clone(),
            _ => texts.level_line(sitting.level(), sitting.max_level()),
        },
        // Whose turn it is once the seeds are at rest, not while the mover's still move;
        // nobody's in a game's past, and nobody's while play is held.
        turn_line: if modes.replaying
            || modes.lesson.is_some()
            || modes.looking_back()
            || modes.held
        {
            String::new()
        } else {
            texts.turn_line(game.to_move())
        },
        replaying: modes.replaying,
        in_hand: frame.map_or(0, |frame| frame.in_hand),
        can_undo: sitting.can_undo() && modes.lesson.is_none(),
        can_level_down: sitting.level() > 1,
        can_level_up: sitting.level() < sitting.max_level(),
        message,
        tone,
        preview_line,
        announcement: spoken(&scene, &modes, texts),
        end: end_view(&scene, &modes, texts),
        help_title,
        help_text,
        help_sections,
    }
}

/// The scene's marks sorted out once, for every part of the screen to read.
struct Modes<'a> {
    /// The move preview, none while play is held: no preview tempts the child then.
    preview: Option<&'a Preview>,
    /// The preview marked on the board: the move preview's, or the one a lesson's (a
    /// puzzle's) words show.
    marked: Option<&'a Preview>,
    look_back: Option<&'a LookBackWords>,
    /// Looking back with a move shown: the house played and the one Tux thinks was better.
    moved: Option<(usize, Option<usize>)>,
    lesson: Option<&'a LessonWords>,
    replaying: bool,
    held: bool,
}

impl<'a> Modes<'a> {
    fn of(scene: &Scene<'a>) -> Modes<'a> {
        let look_back = match scene.marks {
            Marks::LookBack(words) => Some(words),
            _ => None,
        };
        let preview = match scene.marks {
            Marks::Preview(preview) if !scene.held => Some(preview),
            _ => None,
        };
        let lesson_preview = match scene.marks {
            Marks::Lesson(words) if !scene.held => words.preview.as_ref(),
            _ => None,
        };
        Modes {
            preview,
            marked: preview.or(lesson_preview),
            look_back,
            moved: look_back.and_then(|words| words.moved),
            lesson: match scene.marks {
                Marks::Lesson(words) => Some(words),
                _ => None,
            },
            replaying: scene.frame.is_some(),
            held: scene.held,
        }
    }

    /// A move of the game's past is on the board.
    fn looking_back(&self) -> bool {
        self.moved.is_some()
    }
}

/// The board as drawn now (the replay's frame while there is one, else the position), and
/// what the child may do on it.
struct Board<'a> {
    houses: &'a [u8],
    stores: [u8; 2],
    tuzdyks: [Option<usize>; 2],
    clickable: MoveSet,
    must_feed: bool,
    /// The house the last move (or the move looked back at) was played from.
    last_origin: Option<usize>,
}

impl<'a> Board<'a> {
    fn of(scene: &Scene<'a>, modes: &Modes<'_>) -> Board<'a> {
        let Scene { sitting, frame, .. } = *scene;
        let game = sitting.game();
        let position = game.position();
        let human_turn = sitting.is_human_turn() && !modes.replaying && !modes.looking_back();
        Board {
            houses: frame.map_or(position.houses(), |frame| frame.houses.as_slice()),
            stores: frame.map_or(position.stores(), |frame| frame.stores),
            tuzdyks: frame.map_or(position.tuzdyks(), |frame| frame.tuzdyks),
            clickable: if human_turn && !modes.held {
                game.legal_moves()
            } else {
                MoveSet::EMPTY
            },
            // A lesson that asks for the feeding house would show its answer with the mark.
            must_feed: human_turn && game.must_feed() && modes.lesson.is_none(),
            last_origin: modes
                .moved
                .map(|(played, _)| played)
                .or(game.last_move().map(|report| report.origin)),
        }
    }
}

/// What drawing a house or a store reads: the scene sorted out, and the words.
struct Drawing<'a> {
    scene: &'a Scene<'a>,
    modes: &'a Modes<'a>,
    board: &'a Board<'a>,
    texts: &'a Texts<'a>,
    /// The preview's sentence, said on the house it is about.
    preview_line: &'a str,
}

impl Drawing<'_> {
    /// One house as drawn: its seeds, its marks, its name for a screen reader and its preview.
    fn house(&self, index: usize) -> HouseState {
        let Drawing {
            scene,
            modes,
            board,
            texts,
            preview_line,
        } = *self;
        let Scene {
            sitting,
            frame,
            feedback,
            describe_moves,
            ..
        } = *scene;
        let game = sitting.game();
        let position = game.position();
        let layout = position.layout();
        let preview = modes.preview;
        let final_seeds = position.houses().get(index).copied().unwrap_or(0);
        let final_tuzdyk = Side::BOTH
            .into_iter()
            .find(|side| position.tuzdyks()[side.index()] == Some(index));
        let playable = board.clickable.contains(index);
        let feeding = playable && board.must_feed;
        let better = modes.moved.and_then(|(_, better)| better);
        HouseState {
            index,
            letter: texts.letter(index),
            seeds: board.houses.get(index).copied().unwrap_or(0),
            playable,
            feeding,
            last_origin: !modes.replaying && board.last_origin == Some(index),
            sown: frame.is_some_and(|frame| frame.sown == Some(index)),
            lifted: frame.is_some_and(|frame| frame.lifted == Some(index)),
            captured: frame.is_some_and(|frame| frame.captured.contains(&index)),
            hinted: feedback.hinted() == Some(index)
                || better == Some(index)
                || modes
                    .lesson
                    .is_some_and(|words| words.pointer == Some(index)),
            refused: feedback.refused() == Some(index),
            tuzdyk_of: Side::BOTH
                .into_iter()
                .find(|side| board.tuzdyks[side.index()] == Some(index)),
            label: match final_tuzdyk {
                Some(owner) => texts.tuzdyk_label(index, owner),
                None => texts.house_label(index, final_seeds, playable, feeding),
            },
            preview_last: modes
                .marked
                .is_some_and(|preview| preview.last == Pit::House(index)),
            preview_taken: modes.marked.map_or(0, |preview| {
                preview
                    .taken
                    .iter()
                    .filter(|taken| taken.house == index)
                    .map(|taken| taken.seeds)
                    .sum()
            }),
            preview: match preview {
                Some(preview) if preview.house() == index => preview_line.to_string(),
                _ if playable && describe_moves => {
                    game.preview(index).map_or(String::new(), |preview| {
                        preview_sentence(texts.localizer, texts.language, layout, &preview)
                    })
                }
                _ => String::new(),
            },
        }
    }

    /// `side`'s store as drawn, with its marks.
    fn store(&self, side: Side) -> StoreState {
        let layout = self.scene.sitting.game().position().layout();
        let seeds = self.board.stores[side.index()];
        StoreState {
            seeds,
            sown: self
                .scene
                .frame
                .is_some_and(|frame| frame.sown_store == Some(side)),
            label: self.texts.store_label(side, seeds),
            preview_last: self
                .modes
                .marked
                .is_some_and(|preview| preview.last == Pit::Store(side)),
            owner: self.texts.store_owner(side, layout.stores),
            hinted: self
                .modes
                .lesson
                .is_some_and(|words| words.goal_store == Some(side)),
        }
    }
}

/// The message line and how it looks: a lesson's or a look back's words in place of the
/// game's, else the feedback, the refusal or the call to feed.
fn message_line(
    scene: &Scene<'_>,
    modes: &Modes<'_>,
    board: &Board<'_>,
    texts: &Texts,
) -> (String, Tone) {
    let game_line = || match scene.feedback.shown_message(modes.replaying) {
        message @ Message::Refused(_) => (texts.message(message), Tone::Refusal),
        // Feeding is no use while nothing can be played.
        _ if board.must_feed && modes.held => (String::new(), Tone::Information),
        _ if board.must_feed => (texts.feed_line(), Tone::Feeding),
        message => (texts.message(message), Tone::Information),
    };
    match (modes.lesson, modes.look_back) {
        (Some(words), _) => (words.line.clone(), words.tone),
        (None, Some(words)) => (words.line.clone(), game_line().1),
        (None, None) => game_line(),
    }
}

/// The end of the game's dialog, when the game is over and the board shows its end.
fn end_view(scene: &Scene<'_>, modes: &Modes<'_>, texts: &Texts) -> Option<EndView> {
    let sitting = scene.sitting;
    match sitting.game().status() {
        // A lesson's move may end the game; the lesson, not the end dialog, says what it did.
        // Looking back, the game's past is on the board, not its end.
        GameStatus::Over(outcome)
            if !modes.replaying && modes.lesson.is_none() && modes.look_back.is_none() =>
        {
            let (title, score, reason) = texts.end_of_game(&outcome);
            // The seeds the child won, when they lost with some to be proud of.
            let cheer = texts
                .seats()
                .cheer(&outcome)
                .map_or(String::new(), |phrase| texts.say(&phrase));
            Some(EndView {
                title,
                score,
                reason,
                cheer,
                mood: ending(sitting, &outcome),
                can_next_level: sitting.can_go_up_a_level(),
            })
        }
        _ => None,
    }
}

/// What a screen reader announces, in each mode: see [`announcement`] for the game's.
fn spoken(scene: &Scene<'_>, modes: &Modes<'_>, texts: &Texts) -> String {
    let Scene {
        sitting, feedback, ..
    } = *scene;
    match (modes.lesson, modes.look_back) {
        (Some(words), _) => lesson_announcement(feedback, words, texts),
        (None, Some(words)) if modes.looking_back() => {
            sentences([Some(words.counter.clone()), Some(words.line.clone())])
        }
        (None, Some(words)) => words.line.clone(),
        // A refusal keeps its own announcement, which is heard again at a second click.
        (None, None) if modes.held && !matches!(feedback.message(), Message::Refused(_)) => {
            texts.plain("classroom-lost")
        }
        (None, None) => announcement(sitting, feedback, modes.replaying, texts),
    }
}

/// Whose bar is lit.
fn lit_side(sitting: &Sitting, modes: &Modes<'_>) -> Side {
    let game = sitting.game();
    match game.last_move() {
        // Nobody answers a lesson's move: the child's bar stays lit.
        _ if modes.lesson.is_some() => sitting.opponent().bottom_side(),
        // During the replay the mover's line stays lit: the turn passes when the seeds rest.
        Some(report) if modes.replaying => report.mover,
        _ => game.to_move(),
    }
}

/// How `outcome` ended for the person at the machine: the end's mood on screen, its sound,
/// and the count of losses in a row all read this one value.
pub fn ending(sitting: &Sitting, outcome: &Outcome) -> Ending {
    match outcome.winner.map(|side| sitting.seat(side)) {
        None => Ending::Drawn,
        Some(Seat::Tux | Seat::Classmate) => Ending::Lost,
        Some(_) => Ending::Won,
    }
}

/// What a screen reader announces: a refusal and why, the hint, or else the move just
/// played (always with its house), what it did, then whose turn it is (at the end of the
/// game, the end's dialog says the rest). The move's sentences follow the replay as the
/// message line does, and each step says only what is new (see [`Feedback::told`]): a
/// child hears "Tux played house c", then the capture as the seeds go, then "Your turn!"
/// once they rest; a skipped replay says everything left in one sentence group.
///
/// A live region is announced when its name changes; the same sentence said twice in a row
/// (a second refusal) gets a trailing space, so that it is heard again.
fn announcement(sitting: &Sitting, feedback: &Feedback, replaying: bool, texts: &Texts) -> String {
    let game = sitting.game();
    let mut said = match feedback.message() {
        message @ (Message::Refused(_)
        | Message::HintThinking
        | Message::HintTry { .. }
        | Message::UndoNothing) => texts.message(message),
        message => {
            let (played, what) = match message {
                Message::Moved { side, house, event } => (
                    Some(texts.move_played(side, house)),
                    texts.move_event(side, event),
                ),
                _ => (None, None),
            };
            let now = match game.status() {
                // The end of the game is a dialog, which takes the focus: a screen reader
                // reads its title, score and reason there, once.
                GameStatus::Over(_) => None,
                GameStatus::Ongoing => {
                    let feed =
                        (sitting.is_human_turn() && game.must_feed()).then(|| texts.feed_line());
                    Some(sentences([feed, Some(texts.turn_line(game.to_move()))]))
                }
            };
            let told = feedback.told(replaying);
            let parts = [
                (Told::Played, played),
                (Told::Event, what),
                (Told::All, now),
            ];
            let reached = parts
                .into_iter()
                .filter(|(stage, part)| stage <= told.end() && part.is_some());
            let (new, old): (Vec<_>, Vec<_>) = reached.partition(|(stage, _)| told.contains(stage));
            // A step with nothing to say (a quiet move, the end of the game) leaves the last
            // sentence as it was, so that the line never goes silent.
            match (new.is_empty(), old.last()) {
                (true, Some((_, last))) => sentences([last.clone()]),
                _ => sentences(new.into_iter().map(|(_, part)| part)),
            }
        }
    };
    if feedback.said() % 2 == 1 {
        said.push(' ');
    }
    said
}

/// What a screen reader announces in a lesson: the house the child played, then the lesson's
/// line and the task beside it.
fn lesson_announcement(feedback: &Feedback, words: &LessonWords, texts: &Texts) -> String {
    let played = match feedback.message() {
        Message::Moved { side, house, .. } => Some(texts.move_played(side, house)),
        _ => None,
    };
    sentences([played, Some(words.line.clone()), Some(words.task.clone())])
}
