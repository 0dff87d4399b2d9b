//! Every phrase this crate can produce names a message that every language has
//! (`locales/<lang>/*.ftl`), and passes every argument that message uses: a missing argument
//! would show as `{$count}` to a child. The phrases come from every seat, every kind of move,
//! refusal and end, the labels, the words around the board (names, help, level, hint), the
//! look back's words on each kind of move, and the previews of random games in every game.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use oware_phrases::{
    classmate_left, end_reason, feed, help_rules, help_title, hint_thinking, hint_try, level_line,
    preview, review, Arg, MoveEvent, Phrase, Refusal, Seat, Seats,
};
use oware_rules::{EndReason, GameKind, IllegalMove, Outcome, Ruleset, Side, Stores};
use oware_tux::ReviewedMove;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

const LANGUAGES: [&str; 5] = ["en", "hr", "fi", "fr", "mk"];

/// Each message of a language with the variables (`$name`) its text uses.
fn messages(language: &str) -> BTreeMap<String, BTreeSet<String>> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../locales")
        .join(language);
    let mut found = BTreeMap::new();
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap_or_else(|error| panic!("{}: {error}", folder.display()))
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "ftl"))
        .collect();
    files.sort();
    for path in files {
        let source = std::fs::read_to_string(&path).expect("a Fluent file");
        let mut current: Option<String> = None;
        for line in source.lines() {
            let starts_entry = line
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '-');
            if starts_entry {
                current = line
                    .split_once('=')
                    .map(|(id, _)| id.trim().to_string())
                    .filter(|id| !id.starts_with('-'));
                if let Some(id) = &current {
                    found.insert(id.clone(), BTreeSet::new());
                }
            } else if line.starts_with('#') || (!line.is_empty() && !line.starts_with(' ')) {
                current = None;
                continue;
            }
            let Some(id) = &current else { continue };
            let text = if starts_entry {
                line.split_once('=').map_or("", |(_, text)| text)
            } else {
                line
            };
            let variables = found.get_mut(id).expect("the entry just seen");
            for (at, _) in text.match_indices('$') {
                let name: String = text[at + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                variables.insert(name);
            }
        }
    }
    found
}

/// Every seating a phrase may be said for.
fn seatings() -> Vec<Seats> {
    vec![
        Seats::new(Seat::Child, Seat::Tux, None),
        Seats::new(Seat::Player(Side::South), Seat::Player(Side::North), None),
        Seats::new(Seat::Child, Seat::Classmate, Some("Ana")),
        Seats::new(Seat::Classmate, Seat::Child, Some("Zoé")),
    ]
}

/// Every phrase the crate produces for the seatings, games and random games here.
fn every_phrase() -> Vec<Phrase> {
    let mut phrases = Vec::new();
    let events = |house| {
        [
            MoveEvent::Quiet,
            MoveEvent::Captured { seeds: 3 },
            MoveEvent::GrandSlam,
            MoveEvent::ExtraTurn,
            MoveEvent::TuzdykMade { house },
        ]
    };
    let refusals = [
        Refusal::WaitForTux,
        Refusal::WaitForClassmate,
        Refusal::ClassmateNotJoined,
        Refusal::ConnectionLost,
        Refusal::NothingToUndo,
    ]
    .into_iter()
    .chain(
        [
            IllegalMove::EmptyHouse,
            IllegalMove::NotYourHouse,
            IllegalMove::NoSuchHouse,
            IllegalMove::MustFeed,
            IllegalMove::GameOver,
            IllegalMove::Tuzdyk,
        ]
        .map(Refusal::Illegal),
    );
    phrases.extend(refusals.map(Refusal::phrase));
    phrases.push(feed());
    phrases.extend([hint_thinking(), level_line(3, 10), classmate_left("Zoé")]);
    for kind in GameKind::ALL {
        let ruleset = Ruleset::standard(kind);
        let layout = ruleset.layout();
        phrases.extend([
            help_title(ruleset),
            help_rules(ruleset),
            hint_try(layout, 1),
        ]);
        for seats in seatings() {
            for side in Side::BOTH {
                phrases.push(seats.turn(side));
                phrases.push(seats.played(layout, side, 1));
                phrases.extend(seats.move_shown(layout, side, 1, MoveEvent::Quiet));
                for event in events(2) {
                    phrases.extend(seats.move_event(side, event, layout));
                }
                phrases.push(seats.not_your_turn(side).phrase());
                phrases.push(seats.store_label(side, 4));
                for stores in [Stores::Aside, Stores::OnThePath, Stores::Kazans] {
                    phrases.extend(seats.store_owner(side, stores));
                }
                phrases.push(seats.tuzdyk_label(layout, 2, side));
                phrases.push(seats.name_phrase(side));
                for (playable, feeding) in [(false, false), (true, false), (true, true)] {
                    let house = layout.row(side).start;
                    phrases.push(seats.house_label(layout, house, 1, playable, feeding));
                }
            }
            for reason in EndReason::ALL {
                let half = ruleset.drawn_score();
                for scores in [[half + 1, half - 1], [half - 1, half + 1], [half, half]] {
                    let outcome = Outcome::from_scores(scores, reason);
                    let end = seats.end(ruleset, &outcome);
                    assert_eq!(end.reason.id, end_reason(kind, &outcome));
                    phrases.extend([end.title, end.score, end.reason]);
                    phrases.extend(seats.cheer(&outcome));
                }
            }
        }
        // What the look back says of each kind of move: (better house, seeds captured,
        // forced, capture missed, seeds lost).
        for (better, captured, forced, missed_capture, seeds_lost) in [
            (Some(1), 0, false, 2, 4),
            (Some(1), 0, false, 0, 0),
            (None, 3, false, 0, 0),
            (None, 0, true, 0, 0),
            (None, 0, false, 0, 0),
        ] {
            let reviewed = ReviewedMove {
                ply: 0,
                played: 0,
                captured,
                forced,
                better,
                missed_capture,
                seeds_lost,
                score_loss: 0,
            };
            phrases.extend(review(layout, &reviewed));
        }
        // The previews of every position of a few random games.
        let mut rng = StdRng::seed_from_u64(kind as u64);
        for _ in 0..20 {
            let mut game = ruleset.new_game();
            while !game.is_over() && game.move_count() < 300 {
                let houses: Vec<usize> = game.legal_moves().iter().collect();
                for &house in &houses {
                    let seen = game.preview(house).expect("a legal house");
                    phrases.extend(preview(layout, &seen));
                }
                let house = houses[rng.random_range(0..houses.len())];
                game.play(house).expect("a legal house");
            }
        }
    }
    phrases
}

/// Each id with the names of the arguments its phrases pass, and the messages their
/// arguments name.
fn produced() -> (
    BTreeMap<&'static str, BTreeSet<&'static str>>,
    BTreeSet<&'static str>,
) {
    let mut ids: BTreeMap<&'static str, BTreeSet<&'static str>> = BTreeMap::new();
    let mut named = BTreeSet::new();
    for phrase in every_phrase() {
        let args = ids.entry(phrase.id).or_default();
        for (name, value) in &phrase.args {
            args.insert(*name);
            if let Arg::Message(id) = value {
                named.insert(*id);
            }
        }
    }
    (ids, named)
}

#[test]
fn every_phrase_names_a_message_of_every_language_with_the_arguments_it_uses() {
    let (ids, named) = produced();
    // The positive control: the phrases cover every kind of sentence.
    for id in [
        "move-tux-played",
        "captured-player",
        "extra-turn-classmate",
        "tuzdyk-made-you",
        "grand-slam",
        "end-score",
        "togyz-end-no-move",
        "illegal-wait-classmate",
        "preview-captures-houses",
        "preview-relays",
        "preview-tuzdyk",
        "preview-through-tuzdyk",
        "preview-wins",
        "review-missed-capture",
        "review-lost-seeds",
        "review-better-move",
        "review-good-capture",
        "review-only-move",
        "house-feeding",
        "kazan-owner-player",
    ] {
        assert!(ids.contains_key(id), "{id} is never produced");
    }
    for language in LANGUAGES {
        let messages = messages(language);
        assert!(messages.len() > 100, "{language}: too few messages read");
        for (id, passed) in &ids {
            let used = messages
                .get(*id)
                .unwrap_or_else(|| panic!("{language}: no message {id}"));
            for variable in used {
                assert!(
                    passed.contains(variable.as_str()),
                    "{language}: {id} uses ${variable}, which its phrase does not pass ({passed:?})"
                );
            }
        }
        for id in &named {
            assert!(messages.contains_key(*id), "{language}: no message {id}");
        }
    }
}

#[test]
fn the_reader_of_the_files_finds_the_variables_a_message_uses() {
    // A check of the check: a message known to use two variables, and one known to use none.
    let english = messages("en");
    let used = &english["end-score"];
    assert_eq!(
        used.iter().map(String::as_str).collect::<Vec<_>>(),
        ["first", "second"]
    );
    assert!(english["grand-slam"].is_empty());
    assert!(english["house-playable"].contains("owner"));
}
