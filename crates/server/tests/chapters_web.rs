//! The strategy chapters over the wire, as the browser's page speaks them: the list with its
//! chapters opening one after another and the teacher's setting that opens them all; a
//! screen's moves replayed from the rules' steps; a stage played to its goal on a line the
//! chapters crate finds, its stars kept before the verdict and read back by the list, the
//! teacher's API, the child's progress and an assignment; a stage missed, then tried again
//! from the last move and from the start; an illegal house refused with the rules' reason;
//! every refusal beside the same request made right; a guest counted for nobody; the
//! desktop's report of a stage met counted like a stage met here; and all of it forgotten
//! with the class.

mod support;

use oware_chapters::{chapters, find_chapter, Chapter, Progress, StageRun};
use oware_protocol::{Answer, ChapterList, ChapterStageShown, ChapterVerdict, StageState, Verb};
use oware_rules::{format_position, house_letter, Game, GameKind, Rules};
use support::class::{get, post};
use support::http::{signed_in, teacher_server};
use support::{answer_of, Wire};

fn list(wire: &mut Wire, game: &str) -> ChapterList {
    match answer_of(Verb::Chapters, &wire.ask(&format!("chapters {game}"))) {
        Answer::ChapterList(list) => list,
        other => panic!("{other:?}"),
    }
}

fn stage(wire: &mut Wire, line: &str) -> (ChapterStageShown, Vec<String>) {
    let verb = if line.starts_with("chapter-retry") {
        Verb::ChapterRetry
    } else {
        Verb::ChapterStage
    };
    let (events, answer) = wire.exchange(line);
    match answer_of(verb, &answer) {
        Answer::ChapterStage(shown) => (shown, events),
        other => panic!("{answer}: {other:?}"),
    }
}

fn play(wire: &mut Wire, letter: char) -> (ChapterVerdict, Vec<String>) {
    let (events, answer) = wire.exchange(&format!("chapter-move {letter}"));
    match answer_of(Verb::ChapterMove, &answer) {
        Answer::ChapterVerdict(verdict) => (verdict, events),
        other => panic!("{answer}: {other:?}"),
    }
}

fn first(game: GameKind) -> &'static Chapter {
    &chapters(game)[0]
}

/// Kalah's chapter of chains of extra turns: its goals are met or missed within the child's
/// own turn, so a line that meets them is found without asking Tux anything.
fn chains() -> &'static Chapter {
    find_chapter("kalah-chains").expect("Kalah's chapter of chains")
}

/// The houses that meet stage `index`'s goal from its start against the same Tux the server
/// asks (`StageRun::tux_move`, deterministic): a depth-first search over the child's moves.
fn line_to_met(chapter: &'static Chapter, index: usize) -> Vec<usize> {
    fn search(run: &StageRun, depth: u32) -> Option<Vec<usize>> {
        for house in run.position().legal_moves().iter() {
            let mut next = run.clone();
            next.play(house).ok()?;
            while next.to_move() != next.solver() {
                let Some(answer) = next.tux_move() else { break };
                next.play(answer).ok()?;
            }
            match next.status() {
                Progress::Met { .. } => return Some(vec![house]),
                Progress::Going { .. } if depth > 1 => {
                    if let Some(mut rest) = search(&next, depth - 1) {
                        rest.insert(0, house);
                        return Some(rest);
                    }
                }
                _ => {}
            }
        }
        None
    }
    let stage = &chapter.stages[index];
    let run = StageRun::new(stage).expect("a stage the rules set up");
    search(&run, stage.par + 2).expect("a line that meets the goal")
}

/// A house that misses stage `index`'s goal at once (its turn ends before the chain does).
fn missing_house(chapter: &'static Chapter, index: usize) -> usize {
    let run = StageRun::new(&chapter.stages[index]).expect("a stage");
    run.position()
        .legal_moves()
        .iter()
        .find(|house| {
            let mut next = run.clone();
            next.play(*house).is_ok() && next.status() == Progress::Missed
        })
        .expect("a house that ends the chain")
}

fn letter(chapter: &Chapter, house: usize) -> char {
    house_letter(chapter.game.layout(), house)
}

#[test]
fn chapters_open_one_after_another_unless_the_teacher_opens_them_all() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let mut wire = Wire::greeted(address, "Zoé");
    let listed = list(&mut wire, "oware");
    let all = chapters(GameKind::Oware);
    assert_eq!(listed.items.len(), all.len());
    for (item, chapter) in listed.items.iter().zip(all) {
        assert_eq!(
            (item.key.as_str(), item.title.as_str()),
            (chapter.key, chapter.title)
        );
        assert_eq!(item.stars, vec![0; chapter.stages.len()]);
    }
    let open: Vec<bool> = listed.items.iter().map(|item| item.open).collect();
    assert!(open[0] && open[1..].iter().all(|open| !open), "{open:?}");
    let line = wire.ask("chapters oware");
    assert!(
        line.starts_with(&format!(
            "= chapters oware {}:{}:open:{} ",
            all[0].key,
            all[0].title,
            "0".repeat(all[0].stages.len())
        )),
        "{line}"
    );

    // The second is locked; the first opens (positive control).
    assert_eq!(
        wire.ask(&format!("chapter-open {}", all[1].key)),
        "? that chapter is locked: finish the one before it"
    );
    assert_eq!(
        wire.ask(&format!("chapter-open {}", all[0].key)),
        format!(
            "= chapter-open {} oware screens={} stages={}",
            all[0].key,
            all[0].screens.len(),
            all[0].stages.len()
        )
    );

    // The teacher opens every chapter for every child.
    let teacher = signed_in(address);
    let set = post(
        address,
        &teacher,
        "/teacher/api/roster/settings",
        "chaptersOpen=yes",
    );
    assert_eq!(set.status, 200, "{}", set.body);
    assert!(set.body.contains("\"chaptersOpen\":true"), "{}", set.body);
    assert!(list(&mut wire, "oware").items.iter().all(|item| item.open));
    assert!(wire
        .ask(&format!("chapter-open {}", all[1].key))
        .starts_with(&format!("= chapter-open {} ", all[1].key)));
    // And closes them again: one after another.
    let set = post(
        address,
        &teacher,
        "/teacher/api/roster/settings",
        "chaptersOpen=no",
    );
    assert!(set.body.contains("\"chaptersOpen\":false"), "{}", set.body);
    assert_eq!(
        wire.ask(&format!("chapter-open {}", all[2].key)),
        "? that chapter is locked: finish the one before it"
    );
}

#[test]
fn a_screen_replays_its_real_moves_from_the_rules_steps() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = support::start(data.path());
    let mut wire = Wire::greeted(server.local_addr(), "Ama");
    let chapter = first(GameKind::Oware);
    wire.ask(&format!("chapter-open {}", chapter.key));
    for (index, screen) in chapter.screens.iter().enumerate() {
        let number = index + 1;
        let (events, answer) = wire.exchange(&format!("chapter-screen {number}"));
        let board = screen.board(chapter.game).expect("a screen's board");
        assert_eq!(
            answer,
            format!(
                "= chapter-screen {number} of={} seeds={} layout=6:aside moves={} {}",
                chapter.screens.len(),
                screen.seeds,
                screen.moves.len(),
                format_position(&board)
            )
        );
        assert_eq!(events[0], format!("coach why {}", screen.text));
        // Each move: its steps, then the board after it, as the rules play it here.
        let mut game = Game::from_position(board);
        let mut at = 1;
        for (ply, house) in screen
            .houses(chapter.game)
            .expect("houses")
            .into_iter()
            .enumerate()
        {
            let ply = ply + 1;
            assert!(
                events[at].starts_with(&format!(
                    "puzzle-steps {ply} {} lift:",
                    letter(chapter, house)
                )),
                "{events:?}"
            );
            while events[at].starts_with("puzzle-steps") {
                at += 1;
            }
            game.play(house).expect("the screen's move");
            assert_eq!(
                events[at],
                format!("puzzle-board {ply} {}", format_position(game.position()))
            );
            at += 1;
        }
        assert_eq!(at, events.len(), "{events:?}");
    }
    let count = chapter.screens.len();
    for wrong in ["0", &(count + 1).to_string()] {
        assert_eq!(
            wire.ask(&format!("chapter-screen {wrong}")),
            format!("? screen must be a whole number from 1 to {count}, not '{wrong}'")
        );
    }
    assert_eq!(
        wire.ask("chapter-screen x"),
        "? usage: chapter-screen <number>"
    );
}

#[test]
fn a_stage_met_is_kept_before_its_verdict_and_read_back_everywhere() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    let imported = post(
        address,
        &teacher,
        "/teacher/api/roster/import",
        "name,group,code\nAma,Blue,999\nKofi,Blue,111\n",
    );
    assert_eq!(imported.status, 200, "{}", imported.body);
    let roster = get(address, &teacher, "/teacher/api/roster").body;
    let ama_at = roster.find("\"name\":\"Ama\"").expect("Ama");
    let ama: u32 = roster[..ama_at]
        .rfind("{\"id\":")
        .and_then(|at| roster[at + 6..ama_at].split(',').next()?.parse().ok())
        .expect("Ama's number");
    let given = post(
        address,
        &teacher,
        "/teacher/api/assignments",
        "game=kalah&task=chapter+kalah-chains&for=class",
    );
    assert_eq!(given.status, 200, "{}", given.body);
    // A chapter of another game is no assignment.
    let refused = post(
        address,
        &teacher,
        "/teacher/api/assignments",
        "game=oware&task=chapter+kalah-chains&for=class",
    );
    assert_eq!(refused.status, 400, "{}", refused.body);

    let mut child = Wire::connect(address);
    assert!(child
        .ask(&format!("sign-in {ama} 9 9 9"))
        .starts_with("= signed-in"));
    let chapter = chains();
    let stages = chapter.stages.len();
    assert!(child
        .ask("chapter-open kalah-chains")
        .starts_with("= chapter-open kalah-chains kalah "));
    for index in 0..stages {
        let (shown, events) = stage(&mut child, &format!("chapter-stage {}", index + 1));
        let at = &chapter.stages[index];
        assert_eq!(shown.number as usize, index + 1);
        assert_eq!(shown.count as usize, stages);
        assert_eq!(shown.par, at.par);
        assert_eq!(shown.position, format_position(&at.board().expect("board")));
        let args: String = at
            .goal
            .args()
            .iter()
            .map(|(name, value)| format!(" {name}=n:{value}"))
            .collect();
        assert_eq!(events, vec![format!("coach task {}{args}", at.task)]);
        let line = line_to_met(chapter, index);
        for (played, house) in line.iter().enumerate() {
            let (verdict, events) = play(&mut child, letter(chapter, *house));
            assert!(
                events[0].starts_with(&format!("puzzle-steps 1 {} ", letter(chapter, *house))),
                "{events:?}"
            );
            if played + 1 < line.len() {
                assert_eq!(verdict.state, StageState::Going, "{verdict:?}");
                assert!(
                    events
                        .iter()
                        .any(|e| e.starts_with("coach verdict chapters-sowings-left")),
                    "{events:?}"
                );
            } else {
                // A chain has no move limit: met is three stars.
                assert_eq!(
                    verdict,
                    ChapterVerdict {
                        state: StageState::Met,
                        left: 0,
                        stars: 3,
                        moves: u32::try_from(line.len()).expect("a few"),
                        next: index + 1 < stages,
                    }
                );
                assert!(
                    events
                        .iter()
                        .any(|e| e == "coach verdict chapters-met-best"),
                    "{events:?}"
                );
                let done = index + 1 == stages;
                assert_eq!(
                    events
                        .iter()
                        .any(|e| e == "coach verdict chapters-chapter-done"),
                    done,
                    "{events:?}"
                );
            }
        }
        // Decided is decided: another move is refused until a retry (positive control).
        assert_eq!(
            child.ask(&format!("chapter-move {}", letter(chapter, line[0]))),
            "? this stage is decided: chapter-retry or another stage"
        );
        if index == 0 {
            // Kept before the verdict: another connection of the same child reads it.
            let mut again = Wire::connect(address);
            assert!(again
                .ask(&format!("sign-in {ama} 9 9 9"))
                .starts_with("= signed-in"));
            let mut stars = vec![0; stages];
            stars[0] = 3;
            assert_eq!(list(&mut again, "kalah").items[0].stars, stars);
            // The assignment is not done until every stage is met.
            assert_eq!(
                again.ask("assignments"),
                format!("! assignment 1 chapter kalah kalah-chains 0 1/{stages}")
            );
            assert_eq!(again.recv(), "= assignments 1");
        }
    }
    let listed = list(&mut child, "kalah");
    assert_eq!(listed.items[0].stars, vec![3; stages]);
    // The next chapter opens once every stage is met.
    assert!(listed.items[1].open, "{listed:?}");
    assert!(!listed.items[2].open, "{listed:?}");

    // The teacher sees it: the chapters API, the child's progress, the assignment.
    let api = get(address, &teacher, "/teacher/api/chapters").body;
    let threes = vec!["3"; stages].join(",");
    assert!(
        api.contains(&format!(
            "{{\"key\":\"kalah-chains\",\"title\":\"{}\",\"stars\":[{threes}],\"done\":true}}",
            chapter.title
        )),
        "{api}"
    );
    let kofi = &api[api.find("\"name\":\"Kofi\"").expect("Kofi listed")..];
    assert!(!kofi.contains("\"done\":true"), "{kofi}");
    assert_eq!(
        child.ask("assignments"),
        format!("! assignment 1 chapter kalah kalah-chains 1 {stages}/{stages}")
    );
    assert_eq!(child.recv(), "= assignments 1");
    child.send("progress");
    let mut kalah = String::new();
    loop {
        let line = child.recv();
        if line.starts_with("! progress kalah ") {
            kalah = line;
        } else if line.starts_with("= progress") {
            break;
        }
    }
    assert!(
        kalah.ends_with(&format!(" chapters={}", 3 * stages)),
        "{kalah}"
    );
}

#[test]
fn a_stage_missed_is_tried_again_from_the_last_move_and_from_the_start() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = support::start(data.path());
    let mut wire = Wire::greeted(server.local_addr(), "Esi");
    let chapter = chains();
    wire.ask("chapter-open kalah-chains");
    let (start, _) = stage(&mut wire, "chapter-stage 1");
    // Before any move there is nothing to take back.
    assert_eq!(wire.ask("chapter-retry last"), "? no move to take back");
    let line = line_to_met(chapter, 0);
    assert!(line.len() >= 2, "a chain of several sowings: {line:?}");
    // The first sowing of the chain, then a house that ends it: missed.
    let (going, _) = play(&mut wire, letter(chapter, line[0]));
    assert_eq!(going.state, StageState::Going);
    let (after_first, missing) = {
        let mut run = StageRun::new(&chapter.stages[0]).expect("stage");
        run.play(line[0]).expect("the line's move");
        let missing = run
            .position()
            .legal_moves()
            .iter()
            .find(|house| {
                let mut next = run.clone();
                next.play(*house).is_ok() && next.status() == Progress::Missed
            })
            .expect("a house that ends the chain");
        (run, missing)
    };
    let (missed, events) = play(&mut wire, letter(chapter, missing));
    assert_eq!(
        (missed.state, missed.stars, missed.moves),
        (StageState::Missed, 0, 2)
    );
    assert!(
        events.iter().any(|e| e == "coach verdict chapters-missed"),
        "{events:?}"
    );
    assert_eq!(
        wire.ask(&format!("chapter-move {}", letter(chapter, line[1]))),
        "? this stage is decided: chapter-retry or another stage"
    );
    // Back before the last move: the board after the chain's first sowing, left recomputed.
    let (back, events) = stage(&mut wire, "chapter-retry last");
    assert_eq!(back.position, format_position(after_first.position()));
    assert_eq!(back.left, going.left);
    assert!(
        events[0].starts_with("coach task chapter-task-chain"),
        "{events:?}"
    );
    // Now the chain goes on, and meets the goal.
    for house in &line[1..] {
        play(&mut wire, letter(chapter, *house));
    }
    let met = {
        let (events, answer) = wire.exchange("chapter-retry start");
        assert!(!events.is_empty());
        answer
    };
    // From the start: the stage's own line again.
    assert_eq!(
        answer_of(Verb::ChapterRetry, &met),
        Answer::ChapterStage(start.clone())
    );
    // A house that misses at once, from the start.
    let (missed, _) = play(&mut wire, letter(chapter, missing_house(chapter, 0)));
    assert_eq!(missed.state, StageState::Missed);
    // The stage met before was kept; this miss takes nothing away.
    assert_eq!(list(&mut wire, "kalah").items[0].stars[0], 3);
}

#[test]
fn tux_answers_are_replayed_after_the_childs_move_and_an_illegal_house_is_refused() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = support::start(data.path());
    let mut wire = Wire::greeted(server.local_addr(), "Ama");
    let chapter = first(GameKind::Oware);
    wire.ask(&format!("chapter-open {}", chapter.key));
    let (shown, _) = stage(&mut wire, "chapter-stage 1");
    let run = StageRun::new(&chapter.stages[0]).expect("stage");
    let layout = chapter.game.layout();
    // An empty house of the child's: the rules' own reason.
    let empty = (0..layout.houses_per_side)
        .map(|house| {
            if run.solver() == oware_rules::Side::South {
                house
            } else {
                house + layout.houses_per_side
            }
        })
        .find(|house| !run.position().legal_moves().contains(*house));
    if let Some(empty) = empty {
        assert_eq!(
            wire.ask(&format!("chapter-move {}", letter(chapter, empty))),
            "? illegal move: empty-house"
        );
    }
    assert_eq!(wire.ask("chapter-move Z"), "? illegal move: no-such-house");
    // Positive control: a legal house is played, then Tux answers (ply 2).
    let house = run.position().legal_moves().iter().next().expect("a move");
    let (verdict, events) = play(&mut wire, letter(chapter, house));
    assert!(events[0].starts_with(&format!("puzzle-steps 1 {} ", letter(chapter, house))));
    // Tux's answer is replayed after the child's move, however it ends for the goal.
    assert!(
        events.iter().any(|e| e.starts_with("puzzle-steps 2 ")),
        "Tux answered: {events:?}"
    );
    assert!(events.iter().any(|e| e.starts_with("puzzle-board 2 ")));
    assert_eq!(verdict.moves, 1);
    match verdict.state {
        StageState::Going => {
            assert!(
                events
                    .iter()
                    .any(|e| e.starts_with("coach verdict chapters-safe-left count=n:")),
                "{events:?}"
            );
            assert!(verdict.left < shown.left, "{verdict:?} after {shown:?}");
        }
        StageState::Missed => {
            assert!(events.iter().any(|e| e == "coach verdict chapters-missed"));
        }
        StageState::Met => panic!("one move cannot keep seeds safe for {}", shown.left),
    }
}

#[test]
fn every_refusal_stands_beside_the_same_request_made_right() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = support::start(data.path());
    let address = server.local_addr();
    let mut wire = Wire::connect(address);
    assert_eq!(wire.ask("chapters oware"), "? say hello <name> first");
    let mut wire = Wire::greeted(address, "Ama");
    let chapter = chains();
    let stages = chapter.stages.len();
    for (line, refusal) in [
        ("chapters", "? usage: chapters <game>".to_string()),
        (
            "chapters chess",
            "? unknown game 'chess': choose oware, kalah, congkak, togyz".to_string(),
        ),
        (
            "chapter-open nothing-here",
            "? no such chapter: nothing-here".to_string(),
        ),
        (
            "chapter-open Kalah_Chains",
            "? no such chapter: Kalah_Chains".to_string(),
        ),
        (
            "chapter-screen 1",
            "? no chapter open: open one with chapter-open".to_string(),
        ),
        (
            "chapter-stage 1",
            "? no chapter open: open one with chapter-open".to_string(),
        ),
        (
            "chapter-move A",
            "? no chapter open: open one with chapter-open".to_string(),
        ),
        (
            "chapter-retry start",
            "? no chapter open: open one with chapter-open".to_string(),
        ),
        (
            "chapter-retry again",
            "? usage: chapter-retry start|last".to_string(),
        ),
    ] {
        assert_eq!(wire.ask(line), refusal, "{line}");
    }
    assert!(wire
        .ask("chapters kalah")
        .starts_with("= chapters kalah kalah-chains:"));
    assert!(wire
        .ask("chapter-open kalah-chains")
        .starts_with("= chapter-open"));
    assert!(wire.ask("chapter-screen 1").starts_with("! coach why"));
    while !wire.recv().starts_with("= chapter-screen") {}
    for (line, refusal) in [
        (
            "chapter-move A",
            "? no stage open: ask for one with chapter-stage".to_string(),
        ),
        (
            "chapter-retry last",
            "? no stage open: ask for one with chapter-stage".to_string(),
        ),
        (
            "chapter-stage 0",
            format!("? stage must be a whole number from 1 to {stages}, not '0'"),
        ),
        (
            "chapter-stage 9",
            format!("? stage must be a whole number from 1 to {stages}, not '9'"),
        ),
    ] {
        assert_eq!(wire.ask(line), refusal, "{line}");
    }
    let (shown, _) = stage(&mut wire, &format!("chapter-stage {stages}"));
    assert_eq!(shown.number as usize, stages);
    let (back, _) = stage(&mut wire, "chapter-retry start");
    assert_eq!(back, shown);
    // Opening a chapter again leaves its stage: a move needs a stage first.
    wire.ask("chapter-open kalah-chains");
    assert_eq!(
        wire.ask("chapter-move A"),
        "? no stage open: ask for one with chapter-stage"
    );
}

#[test]
fn a_guests_stars_last_for_the_connection_and_count_for_nobody() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let chapter = chains();
    let line = line_to_met(chapter, 0);
    let mut guest = Wire::connect(address);
    assert_eq!(guest.ask("hello"), "= hello");
    guest.ask("chapter-open kalah-chains");
    stage(&mut guest, "chapter-stage 1");
    let mut last = None;
    for house in &line {
        last = Some(play(&mut guest, letter(chapter, *house)).0);
    }
    assert_eq!(last.map(|verdict| verdict.state), Some(StageState::Met));
    assert_eq!(list(&mut guest, "kalah").items[0].stars[0], 3);
    // Another guest, and the teacher, know nothing of it.
    let mut next = Wire::connect(address);
    assert_eq!(next.ask("hello"), "= hello");
    assert_eq!(list(&mut next, "kalah").items[0].stars[0], 0);
    let teacher = signed_in(address);
    assert_eq!(
        get(address, &teacher, "/teacher/api/chapters").body,
        "{\"children\":[]}"
    );
    // Positive control: a name's stage met is listed, by that name.
    let mut named = Wire::greeted(address, "Esi");
    named.ask("chapter-open kalah-chains");
    stage(&mut named, "chapter-stage 1");
    for house in &line {
        play(&mut named, letter(chapter, *house));
    }
    let api = get(address, &teacher, "/teacher/api/chapters").body;
    assert!(
        api.starts_with("{\"children\":[{\"name\":\"Esi\","),
        "{api}"
    );
    assert!(!api.contains("guest"), "{api}");
    let mut again = Wire::greeted(address, "Esi");
    assert_eq!(list(&mut again, "kalah").items[0].stars[0], 3);
}

#[test]
fn the_desktops_report_of_a_stage_met_counts_like_one_met_here() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let mut desktop = Wire::greeted(address, "Kofi");
    let stages = chains().stages.len();
    for (line, refusal) in [
        (
            "chapter nothing-here 1 3",
            "? no such chapter: nothing-here".to_string(),
        ),
        (
            "chapter kalah-chains 0 3",
            format!("? stage must be a whole number from 1 to {stages}, not '0'"),
        ),
        (
            "chapter kalah-chains 1 0",
            "? usage: chapter <key> <stage> <stars>".to_string(),
        ),
    ] {
        assert_eq!(desktop.ask(line), refusal, "{line}");
    }
    assert_eq!(desktop.ask("chapter kalah-chains 2 2"), "= chapter");
    // The best is kept: a worse report later takes nothing away.
    assert_eq!(desktop.ask("chapter kalah-chains 2 1"), "= chapter");
    let mut page = Wire::greeted(address, "Kofi");
    let stars = &list(&mut page, "kalah").items[0].stars;
    assert_eq!((stars[0], stars[1]), (0, 2));
    let teacher = signed_in(address);
    let api = get(address, &teacher, "/teacher/api/chapters").body;
    assert!(api.contains("\"name\":\"Kofi\""), "{api}");
    let mut zeros = vec!["0"; stages];
    zeros[1] = "2";
    assert!(
        api.contains(&format!("\"stars\":[{}],\"done\":false", zeros.join(","))),
        "{api}"
    );
    // "Forget the class" forgets the chapters' stars too.
    let forgot = post(address, &teacher, "/teacher/api/forget", "");
    assert_eq!(forgot.status, 200, "{}", forgot.body);
    assert_eq!(list(&mut page, "kalah").items[0].stars, vec![0; stages]);
    assert_eq!(
        get(address, &teacher, "/teacher/api/chapters").body,
        "{\"children\":[]}"
    );
}
