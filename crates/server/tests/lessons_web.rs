//! The guided lessons and the look back over the wire, as the browser's page speaks them: a
//! right house replayed, praised and counted for the child's name on the teacher's page; a
//! house that misses twice, then the hint pointing at one that does it; a refused house
//! explained as a miss; a guest's lesson counted for nobody; garbage refused with clear
//! errors; and a finished game against Tux looked back at move by move.

mod support;

use std::time::{Duration, Instant};

use oware_lessons::{lessons, Lesson};
use oware_protocol::{
    Answer, LessonJudgement, LessonList, LessonShown, LessonVerdict, LookBackShown, Verb,
};
use oware_rules::{house_letter, GameKind, Rules};
use support::http::{request, signed_in, teacher_server};
use support::{answer_of, Wire};

fn list(wire: &mut Wire, game: &str) -> LessonList {
    match answer_of(Verb::Lessons, &wire.ask(&format!("lessons {game}"))) {
        Answer::LessonList(list) => list,
        other => panic!("{other:?}"),
    }
}

fn open(wire: &mut Wire, game: &str, number: u32) -> (LessonShown, Vec<String>) {
    let (events, answer) = wire.exchange(&format!("lesson-open {game} {number}"));
    match answer_of(Verb::LessonOpen, &answer) {
        Answer::LessonShown(shown) => (shown, events),
        other => panic!("{other:?}"),
    }
}

fn try_house(wire: &mut Wire, letter: char) -> (LessonVerdict, Vec<String>) {
    let (events, answer) = wire.exchange(&format!("lesson-move {letter}"));
    match answer_of(Verb::LessonMove, &answer) {
        Answer::LessonVerdict(verdict) => (verdict, events),
        other => panic!("{answer}: {other:?}"),
    }
}

fn lesson(game: GameKind, number: usize) -> &'static Lesson {
    &lessons(game)[number - 1]
}

fn letter(lesson: &Lesson, house: usize) -> char {
    house_letter(lesson.game.layout(), house)
}

/// A house that does what the lesson asks, and a legal one that misses.
fn right_and_wrong(lesson: &Lesson) -> (usize, usize) {
    let right = lesson.right_moves().expect("lesson");
    let position = lesson.position().expect("lesson");
    let wrong = position
        .legal_moves()
        .iter()
        .find(|house| !right.contains(*house))
        .expect("a legal house that misses");
    (right.iter().next().expect("a right house"), wrong)
}

#[test]
fn a_right_house_is_replayed_praised_and_counted_for_the_name_on_the_teachers_page() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let mut wire = Wire::greeted(address, "Zoé");
    let before = list(&mut wire, "kalah");
    assert_eq!(before.items.len(), lessons(GameKind::Kalah).len());
    assert!(before.items.iter().all(|item| !item.done), "{before:?}");
    assert_eq!(
        before.items[0].title,
        lesson(GameKind::Kalah, 1).texts.title
    );

    let taught = lesson(GameKind::Kalah, 2);
    let (shown, events) = open(&mut wire, "kalah", 2);
    assert_eq!(
        (shown.number as usize, shown.count as usize),
        (2, lessons(GameKind::Kalah).len())
    );
    assert_eq!(shown.position, taught.position);
    assert!(shown.glow);
    assert!(
        events
            .iter()
            .any(|event| event.starts_with(&format!("coach task {}", taught.texts.task))),
        "{events:?}"
    );
    let (right, _) = right_and_wrong(taught);
    let house = letter(taught, right);
    let (verdict, events) = try_house(&mut wire, house);
    assert_eq!(verdict.judgement, LessonJudgement::Right);
    assert_eq!(
        (verdict.misses, verdict.hint, verdict.next),
        (0, false, true)
    );
    assert!(
        events
            .iter()
            .any(|event| event.starts_with(&format!("puzzle-steps 1 {house} lift:"))),
        "{events:?}"
    );
    assert!(events
        .iter()
        .any(|event| event.starts_with("puzzle-board 1 ")));
    assert!(
        events
            .iter()
            .any(|event| event.starts_with(&format!("coach verdict {}", taught.texts.right))),
        "{events:?}"
    );
    // Done is done: another house is refused, not judged.
    assert_eq!(
        wire.ask(&format!("lesson-move {house}")),
        "? this lesson is done: open another"
    );

    // The list says so, here and on another connection of the same name (it is stored).
    let here = list(&mut wire, "kalah");
    let done: Vec<bool> = here.items.iter().map(|item| item.done).collect();
    assert!(done[1] && !done[0], "{done:?}");
    let mut again = Wire::greeted(address, "Zoé");
    assert_eq!(list(&mut again, "kalah"), here);
    // Positive control: another name has done nothing.
    let mut other = Wire::greeted(address, "Kofi");
    assert!(list(&mut other, "kalah")
        .items
        .iter()
        .all(|item| !item.done));

    // The teacher's page counts it as the desktop's reports are counted.
    let signed = signed_in(address);
    let cookie = [("Cookie", signed.cookie.as_str())];
    let class = request(address, "GET", "/teacher/api/class", &cookie, "").body;
    assert!(
        class.contains(&format!(
            "{{\"name\":\"Zoé\",\"games\":{{}},\"tux\":[],\"beaten\":{{}},\"lessons\":{{\"oware\":{{\"done\":0,\"of\":{}}},\"kalah\":{{\"done\":1,",
            lessons(GameKind::Oware).len()
        )),
        "{class}"
    );
}

#[test]
fn two_misses_then_the_hint_points_at_a_house_that_does_it() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = support::start(data.path());
    let mut wire = Wire::greeted(server.local_addr(), "Ama");
    let taught = lesson(GameKind::Oware, 2);
    let (shown, _) = open(&mut wire, "oware", 2);
    let (right, wrong) = right_and_wrong(taught);

    // Before any miss there is no hint.
    assert_eq!(
        wire.ask("lesson-hint"),
        "? the hint comes after the second miss"
    );
    let (verdict, events) = try_house(&mut wire, letter(taught, wrong));
    assert_eq!(verdict.judgement, LessonJudgement::Wrong);
    assert_eq!((verdict.misses, verdict.hint), (1, false));
    assert!(
        events
            .iter()
            .any(|event| event.starts_with(&format!("coach verdict {}", taught.texts.wrong))),
        "{events:?}"
    );
    assert!(events
        .iter()
        .any(|event| event.starts_with(&format!("puzzle-steps 1 {} ", letter(taught, wrong)))));
    // The missed move is on the board: try again first.
    assert_eq!(
        wire.ask(&format!("lesson-move {}", letter(taught, right))),
        "? that house missed: lesson-retry first"
    );
    let (events, retried) = wire.exchange("lesson-retry");
    assert_eq!(
        retried,
        format!("= lesson-retry misses=1 hint=no {}", shown.position)
    );
    assert!(events
        .iter()
        .any(|event| event.starts_with(&format!("coach task {}", taught.texts.task))));
    assert_eq!(
        wire.ask("lesson-hint"),
        "? the hint comes after the second miss"
    );

    // The second miss: an empty house, which the rules refuse, is a miss too, not played.
    let position = taught.position().expect("lesson");
    let empty = (0..position.layout().houses_per_side)
        .find(|house| position.legal_moves().iter().all(|legal| legal != *house))
        .expect("an empty house of the child's");
    let (verdict, events) = try_house(&mut wire, letter(taught, empty));
    assert_eq!(verdict.judgement, LessonJudgement::Refused);
    assert_eq!((verdict.misses, verdict.hint), (2, true));
    assert!(
        events
            .iter()
            .all(|event| !event.starts_with("puzzle-steps")),
        "{events:?}"
    );
    assert!(
        events
            .iter()
            .any(|event| event.starts_with("coach verdict illegal-empty-house")),
        "{events:?}"
    );
    let (events, hint) = wire.exchange("lesson-hint");
    let Answer::LessonHint(hint) = answer_of(Verb::LessonHint, &hint) else {
        panic!("{hint}");
    };
    let right_moves = taught.right_moves().expect("lesson");
    let hinted = oware_rules::house_from_letter(taught.game.layout(), &hint.house.to_string())
        .expect("a house");
    assert!(right_moves.contains(hinted), "{hint:?}");
    assert_eq!(hint.store, None);
    assert!(
        events
            .iter()
            .any(|event| event == &format!("coach hint hint-try house=h:{}", hint.house)),
        "{events:?}"
    );
    let (verdict, _) = try_house(&mut wire, hint.house);
    assert_eq!(verdict.judgement, LessonJudgement::Right);
    assert_eq!(verdict.misses, 2);
}

#[test]
fn a_guests_lesson_counts_for_nobody_but_shows_done_while_the_page_is_open() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let mut guest = Wire::greeted(address, "guest");
    let taught = lesson(GameKind::Oware, 1);
    open(&mut guest, "oware", 1);
    let (right, _) = right_and_wrong(taught);
    let (verdict, _) = try_house(&mut guest, letter(taught, right));
    assert_eq!(verdict.judgement, LessonJudgement::Right);
    assert!(list(&mut guest, "oware").items[0].done);
    // The page's guest today says `hello` alone: its lesson counts for nobody either.
    let mut nameless = Wire::connect(address);
    assert_eq!(nameless.ask("hello"), "= hello");
    open(&mut nameless, "oware", 1);
    let (verdict, _) = try_house(&mut nameless, letter(taught, right));
    assert_eq!(verdict.judgement, LessonJudgement::Right);
    // Another guest's page, and the teacher's, know nothing of it.
    let mut next = Wire::greeted(address, "guest");
    assert!(!list(&mut next, "oware").items[0].done);
    let mut next_nameless = Wire::connect(address);
    assert_eq!(next_nameless.ask("hello"), "= hello");
    assert!(!list(&mut next_nameless, "oware").items[0].done);
    let signed = signed_in(address);
    let cookie = [("Cookie", signed.cookie.as_str())];
    let class = request(address, "GET", "/teacher/api/class", &cookie, "").body;
    assert_eq!(class, "{\"children\":[]}");
    // Positive control: the same lesson done by a name is in the class.
    let mut named = Wire::greeted(address, "Esi");
    open(&mut named, "oware", 1);
    let (verdict, _) = try_house(&mut named, letter(taught, right));
    assert_eq!(verdict.judgement, LessonJudgement::Right);
    let class = request(address, "GET", "/teacher/api/class", &cookie, "").body;
    assert!(class.contains("\"name\":\"Esi\""), "{class}");
    assert!(!class.contains("guest"), "{class}");
}

#[test]
fn garbage_is_refused_with_clear_errors() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = support::start(data.path());
    let mut wire = Wire::connect(server.local_addr());
    assert_eq!(wire.ask("lessons oware"), "? say hello <name> first");
    let mut wire = Wire::greeted(server.local_addr(), "Ama");
    let count = lessons(GameKind::Kalah).len();
    for (line, refusal) in [
        ("lessons", "? usage: lessons <game>".to_string()),
        (
            "lessons chess",
            "? unknown game 'chess': choose oware, kalah, congkak, togyz".to_string(),
        ),
        (
            "lesson-open kalah 0",
            format!("? lesson must be a whole number from 1 to {count}, not '0'"),
        ),
        (
            "lesson-open kalah 99",
            format!("? lesson must be a whole number from 1 to {count}, not '99'"),
        ),
        (
            "lesson-open kalah x",
            "? usage: lesson-open <game> <number>".to_string(),
        ),
        (
            "lesson-move A",
            "? no lesson open: open one with lesson-open".to_string(),
        ),
        (
            "lesson-retry",
            "? no lesson open: open one with lesson-open".to_string(),
        ),
        (
            "lesson-hint",
            "? no lesson open: open one with lesson-open".to_string(),
        ),
        (
            "look-back 1",
            "? not in a room: create, join or resume one".to_string(),
        ),
        ("look-back one", "? usage: look-back <number>".to_string()),
    ] {
        assert_eq!(wire.ask(line), refusal, "{line}");
    }
    // With a lesson open: a word that is no house, a house past the board, a retry with
    // nothing missed.
    open(&mut wire, "kalah", 1);
    assert_eq!(wire.ask("lesson-move A B"), "? usage: lesson-move <letter>");
    let past = wire.ask("lesson-move Z");
    assert!(past.starts_with("? illegal move"), "{past}");
    assert_eq!(wire.ask("lesson-retry"), "? no wrong move to take back");
    // Positive control: the lesson still takes a house.
    let (right, _) = right_and_wrong(lesson(GameKind::Kalah, 1));
    let (verdict, _) = try_house(&mut wire, letter(lesson(GameKind::Kalah, 1), right));
    assert_eq!(verdict.judgement, LessonJudgement::Right);
}

/// Plays a Tux room to its end, always taking the first legal house.
fn play_to_end(child: &mut Wire) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        assert!(Instant::now() < deadline, "the game never ended");
        if child.answer("status").starts_with("= over") {
            return;
        }
        if child.answer("position").ends_with(" north") {
            continue;
        }
        let legal = child.answer("legal");
        let Some(letter) = legal.split(' ').nth(1).map(str::to_string) else {
            continue;
        };
        assert_eq!(
            child.answer(&format!("play {letter}")).split(' ').next(),
            Some("=")
        );
    }
}

#[test]
fn a_finished_game_against_tux_is_looked_back_at_move_by_move() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = support::start(data.path());
    let mut child = Wire::greeted(server.local_addr(), "Zoé");
    assert!(child
        .answer("create kalah seeds=3 tux=1")
        .starts_with("= room "));
    // Not before the game is over.
    assert_eq!(
        child.answer("look-back 1"),
        "? no such move to look back at in a finished game against Tux"
    );
    play_to_end(&mut child);
    let (events, first) = child.exchange("look-back 1");
    let Answer::LookBack(LookBackShown::Move(looked)) = answer_of(Verb::LookBack, &first) else {
        panic!("{first}");
    };
    assert_eq!(looked.number, 1);
    assert!(looked.count >= 1);
    // The first move of the child is played on the game's first board.
    assert!(
        looked.position.starts_with("3 3 3 3 3 3 3 3 3 3 3 3 0 0"),
        "{first}"
    );
    assert_eq!(
        events.first().map(String::as_str),
        Some(format!("coach why move-you-played house=h:{}", looked.played).as_str()),
        "{events:?}"
    );
    assert!(
        events
            .iter()
            .any(|event| event.starts_with("coach why review-")),
        "{events:?}"
    );
    assert!(events
        .iter()
        .any(|event| event.starts_with(&format!("puzzle-steps 1 {} lift:", looked.played))));
    assert!(events
        .iter()
        .any(|event| event.starts_with("puzzle-board 1 ")));
    if let Some(better) = looked.better {
        assert_ne!(better, looked.played);
    }
    // The last move, then one past it.
    let (_, last) = child.exchange(&format!("look-back {}", looked.count));
    assert!(last.starts_with(&format!("= look-back {} of={}", looked.count, looked.count)));
    assert_eq!(
        child.answer(&format!("look-back {}", looked.count + 1)),
        "? no such move to look back at in a finished game against Tux"
    );
}

#[test]
fn a_game_of_two_children_at_one_machine_has_no_look_back() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = support::start(data.path());
    let mut child = Wire::greeted(server.local_addr(), "Zoé");
    assert!(child
        .answer("create kalah seeds=3 here")
        .starts_with("= room "));
    // Positive control first: the room plays.
    let legal = child.answer("legal");
    let letter = legal.split(' ').nth(1).expect("a legal house").to_string();
    assert!(child.answer(&format!("play {letter}")).starts_with('='));
    assert_eq!(
        child.answer("look-back 1"),
        "? no such move to look back at in a finished game against Tux"
    );
}
