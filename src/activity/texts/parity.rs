//! The desktop and the browser's page say the same thing about the same game: the same games
//! are played on a real classroom server, whose watching connections are told the sentences
//! for their seat (`! say`), and through the desktop's own word choice (the feedback's
//! account of a move, [`Texts`]); the (id, arguments) streams must be equal, in every game and
//! for every seat: two children at one machine, a child against Tux, two classmates.
//! The words of the screen around the board (`! phrase`: each house's, store's and row's
//! name, the help, Tux's level, the hint, a classmate leaving), formatted in English, must be
//! the desktop's own texts for the same board.

use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

use oware_rules::{
    house_letter, AnyPosition, Game, GameKind, GameStatus, Layout, Rules, Ruleset, Side,
};
use oware_server::{Part, Said, SaidArg, Server, ServerEvent, ServerOptions, Shown, Topic};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::{refusal_of, Message, Texts};
use crate::activity::aids::preview_phrases;
use crate::activity::feedback::Feedback;
use crate::activity::sitting::{Opponent, Refusal, Seat};
use crate::i18n::{Arg, Localizer};

/// A connection to the server, read line by line with a time limit.
struct Wire {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
}

/// What a watching connection was told up to a `! ready`, and the answers among it.
#[derive(Default)]
struct Group {
    said: Vec<Said>,
    shown: Vec<Shown>,
    last: Option<char>,
    moved: bool,
    answers: Vec<String>,
}

impl Wire {
    fn greeted(address: SocketAddr, name: &str) -> Wire {
        let writer = TcpStream::connect(address).expect("connect");
        writer
            .set_read_timeout(Some(Duration::from_secs(60)))
            .expect("timeout");
        let reader = BufReader::new(writer.try_clone().expect("clone"));
        let mut wire = Wire { reader, writer };
        assert_eq!(wire.ask(&format!("hello {name}")), "= hello");
        wire
    }

    fn send(&mut self, line: &str) {
        self.writer
            .write_all(format!("{line}\n").as_bytes())
            .expect("write");
    }

    fn recv(&mut self) -> String {
        let mut line = String::new();
        let read = self.reader.read_line(&mut line).expect("a line in time");
        assert!(read > 0, "connection closed");
        line.trim_end_matches('\n').to_string()
    }

    /// Sends `line` and returns the first answer or refusal, with the events before it.
    fn ask_with_events(&mut self, line: &str) -> (String, Vec<ServerEvent>) {
        self.send(line);
        let mut events = Vec::new();
        loop {
            let line = self.recv();
            match line.strip_prefix("! ") {
                Some(event) => events.extend(ServerEvent::parse(event)),
                None => return (line, events),
            }
        }
    }

    fn ask(&mut self, line: &str) -> String {
        self.ask_with_events(line).0
    }

    /// The lines up to the next `! ready`.
    fn group(&mut self) -> Group {
        let mut group = Group::default();
        loop {
            let line = self.recv();
            let Some(event) = line.strip_prefix("! ") else {
                group.answers.push(line);
                continue;
            };
            match ServerEvent::parse(event) {
                Some(ServerEvent::Say(said)) => group.said.push(said),
                Some(ServerEvent::Phrase(shown)) => group.shown.push(shown),
                Some(ServerEvent::Steps { .. }) => group.moved = true,
                Some(ServerEvent::Board { last, .. }) => group.last = last,
                Some(ServerEvent::Ready(_)) => return group,
                _ => {}
            }
        }
    }
}

/// One seat as both sides see it: its connection, and the desktop's sitting for it.
struct Watcher {
    wire: Wire,
    opponent: Opponent,
}

impl Watcher {
    fn texts<'a>(&'a self, localizer: &'a Localizer, ruleset: Ruleset) -> Texts<'a> {
        Texts {
            localizer,
            language: "en",
            ruleset,
            opponent: &self.opponent,
        }
    }

    /// What the desktop says about the board of `game` to this seat, after the move of
    /// `moved` when there is one, in the order the server tells it.
    fn desktop(
        &self,
        localizer: &Localizer,
        ruleset: Ruleset,
        game: &Game<AnyPosition>,
        moved: bool,
    ) -> Vec<Said> {
        let texts = self.texts(localizer, ruleset);
        let layout = game.layout();
        let mut said = Vec::new();
        let mut say = |topic, phrase: &oware_phrases::Phrase| {
            said.push(Said::of(topic, layout, phrase));
        };
        if let (true, Some(report)) = (moved, game.last_move()) {
            let mut feedback = Feedback::default();
            feedback.move_played(report);
            let Message::Moved { side, house, event } = feedback.message() else {
                panic!("a move says it was played");
            };
            say(Topic::Move, &texts.played_phrase(side, house));
            if let Some(phrase) = texts.event_phrase(side, event) {
                say(Topic::Move, &phrase);
            }
        }
        match game.status() {
            GameStatus::Over(outcome) => {
                let end = texts.end_phrases(&outcome);
                for phrase in [end.title, end.score, end.reason] {
                    say(Topic::End, &phrase);
                }
            }
            GameStatus::Ongoing => {
                let to_move = game.to_move();
                let human = matches!(self.opponent.seat(to_move), Seat::Child | Seat::Player(_));
                if human && game.must_feed() {
                    say(Topic::Feed, &oware_phrases::feed());
                }
                say(Topic::Turn, &texts.turn_phrase(to_move));
            }
        }
        for house in game.legal_moves().iter() {
            let preview = game.preview(house).expect("a legal house");
            for phrase in preview_phrases(layout, &preview) {
                say(Topic::Preview(house_letter(layout, house)), &phrase);
            }
        }
        said
    }

    /// The desktop's texts for the screen around the board of `game`, in the order the
    /// server tells them: each house's name at rest, the name of each house this seat may
    /// play, each store's and row's name, the help, Tux's level, and the hint's wait where
    /// hints are given.
    fn desktop_screen(
        &self,
        localizer: &Localizer,
        ruleset: Ruleset,
        game: &Game<AnyPosition>,
    ) -> Vec<(Part, String)> {
        let texts = self.texts(localizer, ruleset);
        let layout = game.layout();
        let position = game.position();
        let tuzdyks = position.tuzdyks();
        let mut shown = Vec::new();
        for (house, &seeds) in position.houses().iter().enumerate() {
            let owner = Side::BOTH
                .into_iter()
                .find(|side| tuzdyks[side.index()] == Some(house));
            let label = match owner {
                Some(owner) => texts.tuzdyk_label(house, owner),
                None => texts.house_label(house, seeds, false, false),
            };
            shown.push((Part::House(house_letter(layout, house)), label));
        }
        let to_move = game.to_move();
        let human = matches!(self.opponent.seat(to_move), Seat::Child | Seat::Player(_));
        if human && !game.is_over() {
            for house in game.legal_moves().iter() {
                let seeds = position.seeds(house);
                let label = texts.house_label(house, seeds, true, game.must_feed());
                shown.push((Part::Playable(house_letter(layout, house)), label));
            }
        }
        for side in Side::BOTH {
            let store = texts.store_label(side, position.stores()[side.index()]);
            shown.push((Part::Store(side), store));
            shown.push((Part::Player(side), texts.player_name(side)));
        }
        let (title, rules) = texts.help();
        shown.push((Part::HelpTitle, title));
        shown.push((Part::HelpRules, rules));
        if let Opponent::Tux = self.opponent {
            let max = oware_tux::levels_of(ruleset.kind());
            shown.push((Part::Level, texts.level_line(1, max)));
        }
        if let Opponent::Tux | Opponent::Friend = self.opponent {
            shown.push((Part::Thinking, texts.message(Message::HintThinking)));
        }
        shown
    }

    /// The desktop's words for `refusal`, as a said phrase.
    fn desktop_refusal(&self, message: Message, game: &Game<AnyPosition>) -> Vec<Said> {
        let refusal = refusal_of(message).expect("a refusal");
        vec![Said::of(Topic::Refused, game.layout(), &refusal.phrase())]
    }
}

/// A `phrase` line formatted in English by the desktop's bundles, as the page formats it in
/// its language: numbers and texts as they are, a message by its text, houses by the letters.
fn english(localizer: &Localizer, layout: Layout, shown: &Shown) -> (Part, String) {
    let texts: Vec<String> = shown
        .args
        .iter()
        .map(|(_, value)| match value {
            SaidArg::Num(_) => String::new(),
            SaidArg::Text(text) => text.clone(),
            SaidArg::Message(id) => localizer.text("en", id),
            SaidArg::Houses(letters) => Said::houses(layout, letters)
                .expect("houses of the board")
                .into_iter()
                .map(|house| localizer.house_letter("en", layout, house))
                .collect::<Vec<_>>()
                .join(", "),
        })
        .collect();
    let args: Vec<(&str, Arg)> = shown
        .args
        .iter()
        .zip(&texts)
        .map(|((name, value), text)| match value {
            SaidArg::Num(n) => (name.as_str(), Arg::Num(*n)),
            _ => (name.as_str(), Arg::Str(text)),
        })
        .collect();
    (shown.part, localizer.text_with("en", &shown.id, &args))
}

/// The screen's words of `group`, each formatted in English.
fn english_screen(localizer: &Localizer, layout: Layout, group: &Group) -> Vec<(Part, String)> {
    group
        .shown
        .iter()
        .map(|shown| english(localizer, layout, shown))
        .collect()
}

/// Who is in the room, and how it is opened.
#[derive(Clone, Copy, Debug)]
enum Room {
    /// Two children at one machine.
    Here,
    /// A child against Tux at level 1, for a few moves.
    Tux,
    /// Two classmates at two machines.
    Classmate,
}

/// Plays a game of `kind` in `room` with random moves, checking every group of lines each
/// watcher is told against the desktop's words; returns whether the game reached its end.
fn play(address: SocketAddr, kind: GameKind, room: Room, seed: u64) -> bool {
    let localizer = Localizer::new();
    let ruleset = Ruleset::standard(kind);
    let mut game = ruleset.new_game();
    let mut rng = StdRng::seed_from_u64(seed);
    let mut south = Wire::greeted(address, "Zoé");
    let with = match room {
        Room::Here => " here",
        Room::Tux => " tux=1",
        Room::Classmate => "",
    };
    let created = south.ask(&format!("create {}{with}", kind.id()));
    assert!(created.starts_with("= room "), "{created}");
    let code = created.split(' ').nth(2).expect("a code").to_string();
    let mut watchers = vec![Watcher {
        wire: south,
        opponent: match room {
            Room::Here => Opponent::Friend,
            Room::Tux => Opponent::Tux,
            Room::Classmate => Opponent::Classmate {
                local: Side::South,
                name: Some("Ané-2".to_string()),
            },
        },
    }];
    if let Room::Classmate = room {
        let mut north = Wire::greeted(address, "Ané-2");
        let joined = north.ask(&format!("join {code}"));
        assert!(joined.starts_with("= joined "), "{joined}");
        watchers.push(Watcher {
            wire: north,
            opponent: Opponent::Classmate {
                local: Side::North,
                name: Some("Zoé".to_string()),
            },
        });
    }
    for watcher in &mut watchers {
        let watching = watcher.wire.ask("watch");
        assert!(watching.starts_with("= watching "), "{watching}");
        let group = watcher.wire.group();
        let expected = watcher.desktop(&localizer, ruleset, &game, false);
        assert_eq!(group.said, expected, "{kind} {room:?}: the opening");
        assert_eq!(
            english_screen(&localizer, game.layout(), &group),
            watcher.desktop_screen(&localizer, ruleset, &game),
            "{kind} {room:?}: the opening's screen"
        );
    }
    // A refusal before any move: nothing to take back, or a move out of turn.
    check_refusals(&mut watchers, room, &game, &localizer);
    let limit = match room {
        Room::Tux => 24,
        _ => 600,
    };
    for _ in 0..limit {
        if game.is_over() {
            break;
        }
        let mover = game.to_move();
        let houses: Vec<usize> = game.legal_moves().iter().collect();
        let house = houses[rng.random_range(0..houses.len())];
        let at = match room {
            Room::Classmate => mover.index(),
            _ => 0,
        };
        let answer = watchers[at]
            .wire
            .ask(&format!("play {}", house_letter(game.layout(), house)));
        assert!(answer.starts_with("= "), "{kind} {room:?}: {answer}");
        game.play(house).expect("a legal house");
        check_group(&mut watchers, ruleset, &game, &localizer);
        // Tux answers on the server: the desktop plays the house it chose.
        while matches!(room, Room::Tux) && !game.is_over() && game.to_move() == Side::North {
            let group = watchers[0].wire.group();
            let tux = group.last.expect("Tux's house");
            let house = oware_rules::house_from_letter(game.layout(), &tux.to_string())
                .expect("a house of the board");
            game.play(house).expect("Tux plays a legal house");
            assert!(group.moved);
            let expected = watchers[0].desktop(&localizer, ruleset, &game, true);
            assert_eq!(group.said, expected, "{kind} {room:?}: Tux's move");
            assert_eq!(
                english_screen(&localizer, game.layout(), &group),
                watchers[0].desktop_screen(&localizer, ruleset, &game),
                "{kind} {room:?}: the screen after Tux's move"
            );
        }
    }
    match room {
        Room::Tux if !game.is_over() => check_hint(&mut watchers[0], ruleset, &localizer),
        Room::Classmate => check_leaving(&mut watchers, ruleset, &localizer),
        _ => {}
    }
    game.is_over()
}

/// The hint's words, told just before its answer, are the desktop's for the same house.
fn check_hint(watcher: &mut Watcher, ruleset: Ruleset, localizer: &Localizer) {
    let layout = ruleset.layout();
    let (answer, events) = watcher.wire.ask_with_events("hint");
    let letter = answer.strip_prefix("= hint ").expect("a hint");
    let house = oware_rules::house_from_letter(layout, letter).expect("a house of the board");
    let said: Vec<(Part, String)> = events
        .iter()
        .filter_map(|event| match event {
            ServerEvent::Phrase(shown) => Some(english(localizer, layout, shown)),
            _ => None,
        })
        .collect();
    let texts = watcher.texts(localizer, ruleset);
    assert_eq!(
        said,
        [(Part::Hint, texts.message(Message::HintTry { house }))]
    );
}

/// North leaves: South is told so, in the desktop's words, just before `! opponent-left`.
fn check_leaving(watchers: &mut [Watcher], ruleset: Ruleset, localizer: &Localizer) {
    let [south, north] = watchers else {
        panic!("two classmates");
    };
    assert_eq!(north.wire.ask("leave"), "=");
    let layout = ruleset.layout();
    let line = south.wire.recv();
    let Some(ServerEvent::Phrase(shown)) = line.strip_prefix("! ").and_then(ServerEvent::parse)
    else {
        panic!("the leaving in words, not {line}");
    };
    let texts = south.texts(localizer, ruleset);
    assert_eq!(
        english(localizer, layout, &shown),
        (Part::Left, texts.message(Message::ClassmateLeft))
    );
    assert_eq!(south.wire.recv(), "! opponent-left");
}

/// Every watcher's next group against the desktop's words after the move just played.
fn check_group(
    watchers: &mut [Watcher],
    ruleset: Ruleset,
    game: &Game<AnyPosition>,
    localizer: &Localizer,
) {
    for watcher in watchers {
        let group = watcher.wire.group();
        assert!(group.moved);
        let expected = watcher.desktop(localizer, ruleset, game, true);
        assert_eq!(
            group.said,
            expected,
            "{} after {} moves",
            ruleset.kind(),
            game.move_count()
        );
        assert_eq!(
            english_screen(localizer, game.layout(), &group),
            watcher.desktop_screen(localizer, ruleset, game),
            "{}: the screen after {} moves",
            ruleset.kind(),
            game.move_count()
        );
    }
}

/// A refusal said before the `?` line, as the desktop says it.
fn check_refusals(
    watchers: &mut [Watcher],
    room: Room,
    game: &Game<AnyPosition>,
    localizer: &Localizer,
) {
    let layout = game.layout();
    // A house of the row not to move.
    let theirs = house_letter(layout, layout.row(game.to_move().opponent()).start);
    let (at, request, message) = match room {
        Room::Here => (
            0,
            format!("play {theirs}"),
            Message::Refused(Refusal::Illegal(oware_rules::IllegalMove::NotYourHouse)),
        ),
        Room::Tux => (0, "undo".to_string(), Message::UndoNothing),
        Room::Classmate => (
            1,
            format!("play {theirs}"),
            Message::Refused(Refusal::WaitForClassmate),
        ),
    };
    let watcher = &mut watchers[at];
    let (answer, events) = watcher.wire.ask_with_events(&request);
    assert!(answer.starts_with("? "), "{answer}");
    let said: Vec<Said> = events
        .into_iter()
        .filter_map(|event| match event {
            ServerEvent::Say(said) => Some(said),
            _ => None,
        })
        .collect();
    assert_eq!(said, watcher.desktop_refusal(message, game), "{room:?}");
    // The texts say it too, in words.
    let texts = watcher.texts(localizer, Ruleset::standard(GameKind::Oware));
    assert!(!texts.message(message).is_empty());
}

#[test]
fn the_page_is_told_what_the_desktop_says_in_every_game_and_seat() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = Server::start(
        SocketAddr::from(([127, 0, 0, 1], 0)),
        data.path(),
        ServerOptions::default(),
    )
    .expect("the server starts");
    let address = server.local_addr();
    for (seed, kind) in GameKind::ALL.into_iter().enumerate() {
        let seed = seed as u64;
        let mut ended = 0;
        for room in [Room::Here, Room::Classmate] {
            for game in 0..2 {
                ended += usize::from(play(address, kind, room, seed * 10 + game));
            }
        }
        // The end is compared in at least one game of each kind.
        assert!(ended > 0, "{kind}: no game reached its end");
        play(address, kind, Room::Tux, seed + 100);
    }
    server.stop();
}
