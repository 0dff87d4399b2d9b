//! Every request and every server line reads back as the value that wrote it, and the lines
//! the README documents are written exactly so.

use oware_protocol::{
    Answer, AssignmentShown, ClassShown, Clue, Coach, CoachPart, DrillAsk, DrillKind, DrillReply,
    DrillShown, DrillVerdict, FinishedGame, GameFacts, LessonChoice, LessonDone, LessonHint,
    LessonItem, LessonJudgement, LessonList, LessonRetry, LessonShown, LessonVerdict, LineError,
    LookBackShown, LookedMove, Named, Opponent, Part, PictureCode, PitWord, PreviewWords,
    ProgressShown, PuzzleAsk, PuzzleBoard, PuzzleChoice, PuzzleFrom, PuzzleRetry, PuzzleShown,
    PuzzleSteps, PuzzleVerdict, Rated, Refusal, Request, RoomCode, Said, SaidArg, Seats,
    ServerEvent, ServerLine, SessionEnd, Shown, SignedIn, Standing, StepWord, Task, Token, Topic,
    TournamentNews, Verb, Watching, WhyWords, CODE_ALPHABET,
};
use oware_rules::{EndReason, GameKind, GameStatus, IllegalMove, Outcome, Ruleset, Side};
use proptest::prelude::*;

fn side() -> impl Strategy<Value = Side> {
    prop::sample::select(Side::BOTH.to_vec())
}

fn ruleset() -> impl Strategy<Value = Ruleset> {
    prop::sample::select(GameKind::ALL.to_vec()).prop_flat_map(|kind| {
        kind.seed_range().prop_map(move |seeds| {
            Ruleset::new(kind, u64::from(seeds)).expect("a count in the game's range")
        })
    })
}

fn code() -> impl Strategy<Value = RoomCode> {
    prop::collection::vec(prop::sample::select(CODE_ALPHABET.to_vec()), 6).prop_map(|bytes| {
        RoomCode::parse(&String::from_utf8_lossy(&bytes)).expect("alphabet characters")
    })
}

fn token() -> impl Strategy<Value = Token> {
    any::<[u8; 16]>().prop_map(|bytes| {
        Token::random_from(|buffer| {
            buffer.copy_from_slice(&bytes);
            Ok::<(), ()>(())
        })
        .expect("sixteen bytes")
    })
}

/// A child's name: letters of any alphabet, digits, `-` and `_`.
fn name() -> impl Strategy<Value = String> {
    "[\\p{L}0-9_-]{1,20}"
}

/// One word as a client may send it: no space, no control character.
fn word() -> impl Strategy<Value = String> {
    "[^ \\p{Cc}]{1,4}"
}

/// A text the server took from a client and shows as it is: at most 32 characters, none of
/// them a control character.
fn shown_text() -> impl Strategy<Value = String> {
    "[^\\p{Cc}]{0,32}"
}

fn letter() -> impl Strategy<Value = char> {
    prop::char::ranges(vec!['A'..='I', 'a'..='i'].into())
}

fn outcome() -> impl Strategy<Value = Outcome> {
    (
        prop::option::of(side()),
        any::<[u16; 2]>(),
        prop::sample::select(EndReason::ALL.to_vec()),
    )
        .prop_map(|(winner, [south, north], reason)| Outcome {
            winner,
            scores: [u32::from(south), u32::from(north)],
            reason,
        })
}

fn opponent() -> impl Strategy<Value = Opponent> {
    prop_oneof![
        Just(Opponent::Classmate),
        Just(Opponent::Here),
        any::<u8>().prop_map(|level| Opponent::Tux { level }),
    ]
}

fn pit() -> impl Strategy<Value = PitWord> {
    prop_oneof![
        letter().prop_map(PitWord::House),
        side().prop_map(PitWord::Store)
    ]
}

fn step() -> impl Strategy<Value = StepWord> {
    prop_oneof![
        (letter(), any::<u8>()).prop_map(|(house, seeds)| StepWord::Lift { house, seeds }),
        pit().prop_map(StepWord::Sow),
        (letter(), side()).prop_map(|(house, owner)| StepWord::Through { house, owner }),
        (letter(), any::<u8>()).prop_map(|(house, seeds)| StepWord::Relay { house, seeds }),
        (letter(), any::<u8>(), side()).prop_map(|(house, seeds, by)| StepWord::Capture {
            house,
            seeds,
            by
        }),
        (letter(), side(), any::<u8>()).prop_map(|(house, owner, seeds)| StepWord::Tuzdyk {
            house,
            owner,
            seeds
        }),
        Just(StepWord::GrandSlam),
        Just(StepWord::ExtraTurn),
        Just(StepWord::Endless),
        Just(StepWord::More),
    ]
}

fn preview() -> impl Strategy<Value = PreviewWords> {
    (
        (
            letter(),
            pit(),
            prop::collection::vec((letter(), any::<u8>()), 0..4),
        ),
        (
            any::<u8>(),
            prop::option::of(letter()),
            any::<u32>(),
            any::<u8>(),
        ),
        any::<[bool; 5]>(),
    )
        .prop_map(
            |((house, last, take), (captured, tuzdyk, relays, through), flags)| PreviewWords {
                house,
                last,
                take,
                captured,
                tuzdyk,
                relays,
                through,
                again: flags[0],
                feeds: flags[1],
                grand_slam: flags[2],
                skips_start: flags[3],
                wins: flags[4],
            },
        )
}

fn game_status() -> impl Strategy<Value = GameStatus> {
    prop_oneof![
        Just(GameStatus::Ongoing),
        outcome().prop_map(GameStatus::Over)
    ]
}

fn request() -> impl Strategy<Value = Request> {
    prop_oneof![
        name().prop_map(Request::Hello),
        (ruleset(), opponent()).prop_map(|(ruleset, opponent)| Request::Create(ruleset, opponent)),
        ruleset().prop_map(Request::About),
        Just(Request::Watch),
        Just(Request::Hint),
        Just(Request::Undo),
        prop::option::of(any::<u8>()).prop_map(Request::NewGame),
        code().prop_map(Request::Join),
        (code(), token()).prop_map(|(code, token)| Request::Resume(code, token)),
        Just(Request::Legal),
        Just(Request::Position),
        Just(Request::Status),
        word().prop_map(Request::Play),
        Just(Request::Leave),
        Just(Request::Tournament),
        (prop::sample::select(GameKind::ALL.to_vec()), any::<u32>())
            .prop_map(|(game, number)| Request::Lesson(LessonDone { game, number })),
        (
            ruleset(),
            prop_oneof![
                Just(Opponent::Here),
                any::<u8>().prop_map(|level| Opponent::Tux { level })
            ],
            any::<u32>(),
            outcome()
        )
            .prop_map(|(ruleset, opponent, moves, outcome)| {
                Request::Finished(FinishedGame {
                    ruleset,
                    opponent,
                    moves,
                    outcome,
                })
            }),
        (ruleset(), puzzle_choice())
            .prop_map(|(ruleset, choice)| Request::Puzzle(PuzzleAsk { ruleset, choice })),
        word().prop_map(Request::PuzzleMove),
        Just(Request::PuzzleRetry),
        Just(Request::PuzzleHint),
        prop::sample::select(GameKind::ALL.to_vec()).prop_map(Request::PuzzleRating),
        (ruleset(), prop::option::of(drill_kind()))
            .prop_map(|(ruleset, kind)| Request::Drill(DrillAsk { ruleset, kind })),
        drill_reply().prop_map(Request::DrillAnswer),
        prop::sample::select(GameKind::ALL.to_vec()).prop_map(Request::Lessons),
        (prop::sample::select(GameKind::ALL.to_vec()), any::<u32>())
            .prop_map(|(game, number)| Request::LessonOpen(LessonChoice { game, number })),
        word().prop_map(Request::LessonMove),
        Just(Request::LessonRetry),
        Just(Request::LessonHint),
        any::<u32>().prop_map(Request::LookBack),
        signin_request(),
    ]
}

/// A name as the roster keeps it: any alphabet, spaces and apostrophes inside.
fn roster_name() -> impl Strategy<Value = String> {
    "[\\p{L}][\\p{L}' .-]{0,38}"
}

fn picture_code() -> impl Strategy<Value = PictureCode> {
    prop::array::uniform3(1..=9u8).prop_map(PictureCode)
}

fn signin_request() -> impl Strategy<Value = Request> {
    prop_oneof![
        Just(Request::Class),
        any::<u32>().prop_map(Request::ClassGroup),
        (any::<u32>(), picture_code()).prop_map(|(child, code)| Request::SignIn(child, code)),
        prop::option::of(token()).prop_map(Request::Session),
        Just(Request::SignOut),
        Just(Request::Assignments),
        Just(Request::Progress),
    ]
}

fn signin_answer() -> impl Strategy<Value = Answer> {
    prop_oneof![
        (any::<u32>(), any::<bool>())
            .prop_map(|(groups, guests)| Answer::Class(ClassShown { groups, guests })),
        (any::<u32>(), any::<u32>()).prop_map(|(group, count)| Answer::ClassGroup { group, count }),
        (any::<u32>(), token(), roster_name())
            .prop_map(|(pupil, token, name)| Answer::SignedIn(SignedIn { pupil, token, name })),
        Just(Answer::SignedOut),
        any::<u32>().prop_map(Answer::Assignments),
        any::<u32>().prop_map(Answer::Progress),
    ]
}

fn task() -> impl Strategy<Value = Task> {
    prop_oneof![
        (1..50u32, 0..50u32).prop_map(|(from, more)| Task::Lessons {
            from,
            to: from + more
        }),
        (1..100u32, prop::option::of(theme()))
            .prop_map(|(count, theme)| Task::Puzzles { count, theme }),
        theme().prop_map(Task::Chapter),
        (1..=u8::MAX).prop_map(Task::BeatTux),
        Just(Task::Classmate),
    ]
}

fn signin_event() -> impl Strategy<Value = ServerEvent> {
    prop_oneof![
        (any::<u32>(), roster_name()).prop_map(|(id, name)| ServerEvent::Group(Named { id, name })),
        (any::<u32>(), roster_name()).prop_map(|(id, name)| ServerEvent::Pupil(Named { id, name })),
        prop::sample::select(vec![
            SessionEnd::Everyone,
            SessionEnd::NewCode,
            SessionEnd::Deleted
        ])
        .prop_map(ServerEvent::SessionEnded),
        (
            any::<u32>(),
            prop::sample::select(GameKind::ALL.to_vec()),
            task(),
            any::<bool>(),
            any::<(u32, u32)>()
        )
            .prop_map(|(id, game, task, done, (progress, target))| {
                ServerEvent::Assignment(AssignmentShown {
                    id,
                    game,
                    task,
                    done,
                    progress,
                    target,
                })
            }),
        (
            prop::sample::select(GameKind::ALL.to_vec()),
            any::<u8>(),
            any::<[u32; 7]>()
        )
            .prop_map(
                |(game, tux, [lessons_done, lessons_all, rating, solved, tried, streak, stars])| {
                    ServerEvent::Progress(ProgressShown {
                        game,
                        tux,
                        lessons_done,
                        lessons_all,
                        rating,
                        solved,
                        tried,
                        streak,
                        stars,
                    })
                }
            ),
    ]
}

/// The answers of the lessons and the look back.
fn lesson_answer() -> impl Strategy<Value = Answer> {
    let judgement = prop::sample::select(vec![
        LessonJudgement::Right,
        LessonJudgement::Wrong,
        LessonJudgement::Refused,
    ]);
    prop_oneof![
        (
            prop::sample::select(GameKind::ALL.to_vec()),
            prop::collection::vec(("[a-z][a-z0-9-]{0,30}", any::<bool>()), 0..9)
        )
            .prop_map(|(game, items)| Answer::LessonList(LessonList {
                game,
                items: items
                    .into_iter()
                    .map(|(title, done)| LessonItem { title, done })
                    .collect()
            })),
        (
            any::<u32>(),
            any::<u32>(),
            ruleset(),
            any::<bool>(),
            position_words()
        )
            .prop_map(
                |(number, count, ruleset, glow, position)| Answer::LessonShown(LessonShown {
                    number,
                    count,
                    ruleset,
                    glow,
                    position
                })
            ),
        (judgement, any::<u32>(), any::<[bool; 2]>()).prop_map(
            |(judgement, misses, [hint, next])| {
                Answer::LessonVerdict(LessonVerdict {
                    judgement,
                    misses,
                    hint,
                    next,
                })
            }
        ),
        (any::<u32>(), any::<bool>(), position_words()).prop_map(|(misses, hint, position)| {
            Answer::LessonRetry(LessonRetry {
                misses,
                hint,
                position,
            })
        }),
        (letter(), prop::option::of(side()))
            .prop_map(|(house, store)| Answer::LessonHint(LessonHint { house, store })),
        Just(Answer::LookBack(LookBackShown::Nothing)),
        (
            any::<[u32; 2]>(),
            letter(),
            prop::option::of(letter()),
            position_words()
        )
            .prop_map(|([number, count], played, better, position)| {
                Answer::LookBack(LookBackShown::Move(LookedMove {
                    number,
                    count,
                    played,
                    better,
                    position,
                }))
            }),
    ]
}

/// A theme's id as the puzzles crate writes it.
fn theme() -> impl Strategy<Value = String> {
    "[a-z]([a-z-]{0,10}[a-z])?"
}

fn puzzle_choice() -> impl Strategy<Value = PuzzleChoice> {
    prop_oneof![
        Just(PuzzleChoice::Any),
        theme().prop_map(PuzzleChoice::Theme),
        Just(PuzzleChoice::Streak),
        Just(PuzzleChoice::Own),
    ]
}

fn drill_kind() -> impl Strategy<Value = DrillKind> {
    prop::sample::select(DrillKind::ALL.to_vec())
}

fn drill_reply() -> impl Strategy<Value = DrillReply> {
    prop_oneof![
        pit().prop_map(DrillReply::Pit),
        any::<u32>().prop_map(DrillReply::Count),
        prop::collection::vec(letter(), 0..9).prop_map(DrillReply::Houses),
    ]
}

fn position_words() -> impl Strategy<Value = String> {
    prop::collection::vec("[0-9]{1,3}|south|north|-|[a-iA-I]", 1..24)
        .prop_map(|words| words.join(" "))
}

fn puzzle_answer() -> impl Strategy<Value = Answer> {
    let why = (
        letter(),
        any::<u32>(),
        letter(),
        any::<u32>(),
        prop::option::of((letter(), any::<u32>(), any::<u32>())),
        any::<i32>(),
    )
        .prop_map(
            |(house, captures, best, best_captures, alternative, gain)| WhyWords {
                house,
                captures,
                best,
                best_captures,
                alternative,
                gain,
            },
        );
    let rated =
        (any::<u32>(), any::<i32>(), any::<u32>()).prop_map(|(rating, change, streak)| Rated {
            rating,
            change,
            streak,
        });
    prop_oneof![
        (
            "[A-Za-z0-9._-]{1,40}",
            ruleset(),
            any::<u32>(),
            prop::collection::vec(theme(), 0..4),
            any::<u32>(),
            any::<bool>(),
            position_words()
        )
            .prop_map(|(id, ruleset, rating, themes, streak, own, position)| {
                Answer::Puzzle(PuzzleShown {
                    id,
                    ruleset,
                    rating,
                    themes,
                    streak,
                    from: if own {
                        PuzzleFrom::Own
                    } else {
                        PuzzleFrom::Set
                    },
                    position,
                })
            }),
        (
            any::<[bool; 2]>(),
            any::<u32>(),
            why,
            prop::option::of(rated)
        )
            .prop_map(|([right, done], tries, why, rated)| Answer::PuzzleVerdict(
                PuzzleVerdict {
                    right,
                    done,
                    tries,
                    why,
                    rated
                }
            )),
        (any::<u32>(), position_words())
            .prop_map(|(tries, position)| Answer::PuzzleRetry(PuzzleRetry { tries, position })),
        prop_oneof![
            theme().prop_map(Clue::Theme),
            letter().prop_map(Clue::House),
            preview().prop_map(Clue::Preview),
        ]
        .prop_map(Answer::Clue),
        (
            prop::sample::select(GameKind::ALL.to_vec()),
            any::<[u32; 6]>()
        )
            .prop_map(
                |(game, [rating, deviation, tried, solved, streak, best_streak])| {
                    Answer::Standing(Standing {
                        game,
                        rating,
                        deviation,
                        tried,
                        solved,
                        streak,
                        best_streak,
                    })
                }
            ),
        (
            drill_kind(),
            ruleset(),
            any::<u32>(),
            prop::option::of(letter()),
            position_words()
        )
            .prop_map(|(kind, ruleset, size, house, position)| {
                Answer::Drill(DrillShown {
                    kind,
                    ruleset,
                    size,
                    house,
                    position,
                })
            }),
        (any::<[bool; 2]>(), any::<u32>(), drill_reply()).prop_map(
            |([right, grew], size, answer)| {
                Answer::DrillVerdict(DrillVerdict {
                    right,
                    size,
                    grew,
                    answer,
                })
            }
        ),
    ]
}

fn tournament_news() -> impl Strategy<Value = TournamentNews> {
    prop_oneof![
        Just(TournamentNews::None),
        (any::<u32>(), any::<u32>(), code(), token(), side(), name()).prop_map(
            |(round, rounds, code, token, side, opponent)| TournamentNews::Play {
                round,
                rounds,
                code,
                token,
                side,
                opponent
            }
        ),
        (any::<u32>(), any::<u32>())
            .prop_map(|(round, rounds)| TournamentNews::Bye { round, rounds }),
        (any::<u32>(), any::<u32>())
            .prop_map(|(round, rounds)| TournamentNews::Wait { round, rounds }),
        prop::collection::vec((name(), any::<u32>()), 0..16).prop_map(TournamentNews::Over),
    ]
}

fn answer() -> impl Strategy<Value = Answer> {
    let position = prop::collection::vec("[0-9]{1,3}|south|north|-|[a-iA-I]", 1..24)
        .prop_map(|words| words.join(" "));
    prop_oneof![
        Just(Answer::Hello),
        (code(), token(), side()).prop_map(|(code, token, side)| Answer::Room {
            code,
            token,
            side
        }),
        (token(), side(), ruleset()).prop_map(|(token, side, ruleset)| Answer::Joined {
            token,
            side,
            ruleset
        }),
        side().prop_map(|side| Answer::Resumed { side }),
        any::<u32>().prop_map(|captured| Answer::Played { captured }),
        prop::collection::vec(letter(), 0..10).prop_map(Answer::Legal),
        position.prop_map(Answer::Position),
        game_status().prop_map(Answer::Status),
        Just(Answer::Left),
        (ruleset(), any::<u8>(), any::<[u32; 5]>()).prop_map(
            |(ruleset, levels, [total, half, win, lap, limit])| {
                Answer::About(GameFacts {
                    ruleset,
                    levels,
                    total,
                    half,
                    win,
                    lap,
                    limit,
                })
            }
        ),
        (
            ruleset(),
            prop_oneof![side().prop_map(Seats::One), Just(Seats::Both)],
            opponent()
        )
            .prop_map(|(ruleset, seats, with)| Answer::Watching(Watching {
                ruleset,
                seats,
                with
            })),
        letter().prop_map(Answer::Hint),
        any::<u32>().prop_map(Answer::Undone),
        side().prop_map(Answer::NewGame),
        tournament_news().prop_map(Answer::Tournament),
        Just(Answer::Lesson),
        Just(Answer::Finished),
        puzzle_answer(),
        lesson_answer(),
        signin_answer(),
    ]
}

fn refusal() -> impl Strategy<Value = Refusal> {
    prop_oneof![
        Just(Refusal::LineTooLong),
        Just(Refusal::NotUtf8),
        Just(Refusal::ControlCharacter),
        shown_text().prop_map(Refusal::UnknownCommand),
        prop::sample::select(Verb::ALL.to_vec()).prop_map(Refusal::Usage),
        Just(Refusal::BadName),
        shown_text().prop_map(Refusal::UnknownGame),
        (any::<u64>(), any::<u64>(), shown_text()).prop_map(|(min, max, text)| Refusal::Seeds {
            min,
            max,
            text
        }),
        shown_text().prop_map(Refusal::BadCode),
        Just(Refusal::BadToken),
        Just(Refusal::HelloFirst),
        Just(Refusal::AlreadyGreeted),
        code().prop_map(Refusal::AlreadySeated),
        Just(Refusal::NotSeated),
        code().prop_map(Refusal::NoSuchRoom),
        code().prop_map(Refusal::WrongToken),
        code().prop_map(Refusal::RoomFull),
        Just(Refusal::OpponentNotJoined),
        Just(Refusal::NotYourTurn),
        Just(Refusal::OpponentLeft),
        Just(Refusal::TakenOver),
        prop::sample::select(IllegalMove::ALL.to_vec()).prop_map(Refusal::Illegal),
        Just(Refusal::NotSaved),
        Just(Refusal::NoFreeCode),
        Just(Refusal::ServerFull),
        (any::<u64>(), any::<u64>(), shown_text()).prop_map(|(min, max, text)| Refusal::Level {
            min,
            max,
            text
        }),
        Just(Refusal::NotAlone),
        Just(Refusal::NothingToTakeBack),
        Just(Refusal::TuxBusy),
        Just(Refusal::NoTux),
        (any::<u64>(), any::<u64>(), shown_text()).prop_map(|(min, max, text)| Refusal::Lesson {
            min,
            max,
            text
        }),
        Just(Refusal::ImpossibleScores),
        Just(Refusal::NoPuzzle),
        Just(Refusal::RetryFirst),
        Just(Refusal::NothingToRetry),
        Just(Refusal::PuzzleSolved),
        Just(Refusal::NoPuzzleFound),
        Just(Refusal::NoDrill),
        Just(Refusal::AnswerMisfits),
        Just(Refusal::NoLesson),
        Just(Refusal::LessonRetryFirst),
        Just(Refusal::LessonSolved),
        Just(Refusal::NoHintYet),
        Just(Refusal::NothingToLookBack),
        any::<u32>().prop_map(Refusal::WrongPictures),
        any::<u64>().prop_map(Refusal::SignInPaused),
        Just(Refusal::SessionEnded),
        Just(Refusal::NoSuchPupil),
        Just(Refusal::NoSuchGroup),
        Just(Refusal::SignInFirst),
        Just(Refusal::NoGuests),
        Just(Refusal::NameOfTheClass),
        chapter_refusal(),
    ]
}

/// The chapters' refusals (`tests/chapter_words.rs` reads their exact words).
fn chapter_refusal() -> impl Strategy<Value = Refusal> {
    prop_oneof![
        Just(Refusal::NoChapter),
        Just(Refusal::NoStage),
        shown_text().prop_map(Refusal::NoSuchChapter),
        Just(Refusal::ChapterLocked),
        (any::<u64>(), any::<u64>(), shown_text()).prop_map(|(min, max, text)| Refusal::Screen {
            min,
            max,
            text
        }),
        (any::<u64>(), any::<u64>(), shown_text()).prop_map(|(min, max, text)| Refusal::Stage {
            min,
            max,
            text
        }),
        Just(Refusal::StageDecided),
        Just(Refusal::NoMoveToTakeBack),
        Just(Refusal::WaitForTux),
    ]
}

/// Fails to compile when a refusal is added, until it is generated above too.
#[allow(dead_code)]
fn every_refusal_is_generated(refusal: &Refusal) {
    match refusal {
        Refusal::LineTooLong
        | Refusal::NotUtf8
        | Refusal::ControlCharacter
        | Refusal::UnknownCommand(_)
        | Refusal::Usage(_)
        | Refusal::BadName
        | Refusal::UnknownGame(_)
        | Refusal::Seeds { .. }
        | Refusal::BadCode(_)
        | Refusal::BadToken
        | Refusal::HelloFirst
        | Refusal::AlreadyGreeted
        | Refusal::AlreadySeated(_)
        | Refusal::NotSeated
        | Refusal::NoSuchRoom(_)
        | Refusal::WrongToken(_)
        | Refusal::RoomFull(_)
        | Refusal::OpponentNotJoined
        | Refusal::NotYourTurn
        | Refusal::OpponentLeft
        | Refusal::TakenOver
        | Refusal::Illegal(_)
        | Refusal::NotSaved
        | Refusal::NoFreeCode
        | Refusal::ServerFull
        | Refusal::Level { .. }
        | Refusal::NotAlone
        | Refusal::NothingToTakeBack
        | Refusal::TuxBusy
        | Refusal::NoTux
        | Refusal::Lesson { .. }
        | Refusal::ImpossibleScores
        | Refusal::NoPuzzle
        | Refusal::RetryFirst
        | Refusal::NothingToRetry
        | Refusal::PuzzleSolved
        | Refusal::NoPuzzleFound
        | Refusal::NoDrill
        | Refusal::AnswerMisfits
        | Refusal::NoLesson
        | Refusal::LessonRetryFirst
        | Refusal::LessonSolved
        | Refusal::NoHintYet
        | Refusal::NothingToLookBack
        | Refusal::WrongPictures(_)
        | Refusal::SignInPaused(_)
        | Refusal::SessionEnded
        | Refusal::NoSuchPupil
        | Refusal::NoSuchGroup
        | Refusal::SignInFirst
        | Refusal::NoGuests
        | Refusal::NameOfTheClass
        | Refusal::NoChapter
        | Refusal::NoStage
        | Refusal::NoSuchChapter(_)
        | Refusal::ChapterLocked
        | Refusal::Screen { .. }
        | Refusal::Stage { .. }
        | Refusal::StageDecided
        | Refusal::NoMoveToTakeBack
        | Refusal::WaitForTux => {}
    }
}

/// A message id or an argument's name.
fn identifier() -> impl Strategy<Value = String> {
    "[a-z][a-z0-9-]{0,20}"
}

/// A said phrase: any topic, any arguments, texts of any alphabet with spaces, `=`, `%` and
/// the like.
fn said() -> impl Strategy<Value = Said> {
    let topic = prop_oneof![
        Just(Topic::Move),
        Just(Topic::Feed),
        Just(Topic::Turn),
        Just(Topic::End),
        Just(Topic::Refused),
        letter().prop_map(Topic::Preview),
    ];
    (
        topic,
        identifier(),
        prop::collection::vec((identifier(), said_arg()), 0..5),
    )
        .prop_map(|(topic, id, args)| Said { topic, id, args })
}

/// Any argument of a `say` or `phrase` line.
fn said_arg() -> impl Strategy<Value = SaidArg> {
    prop_oneof![
        any::<i64>().prop_map(SaidArg::Num),
        "[^\\p{Cc}]{0,20}".prop_map(SaidArg::Text),
        identifier().prop_map(SaidArg::Message),
        prop::collection::vec(letter(), 1..6).prop_map(SaidArg::Houses),
    ]
}

/// A phrase for any part of the screen, with any arguments.
fn shown() -> impl Strategy<Value = Shown> {
    let part = prop_oneof![
        letter().prop_map(Part::House),
        letter().prop_map(Part::Playable),
        side().prop_map(Part::Store),
        side().prop_map(Part::Player),
        Just(Part::HelpTitle),
        Just(Part::HelpRules),
        Just(Part::Level),
        Just(Part::Thinking),
        Just(Part::Hint),
        Just(Part::Left),
    ];
    (
        part,
        identifier(),
        prop::collection::vec((identifier(), said_arg()), 0..5),
    )
        .prop_map(|(part, id, args)| Shown { part, id, args })
}

fn event() -> impl Strategy<Value = ServerEvent> {
    prop_oneof![
        name().prop_map(ServerEvent::Opponent),
        letter().prop_map(ServerEvent::Moved),
        outcome().prop_map(ServerEvent::Over),
        Just(ServerEvent::OpponentLeft),
        Just(ServerEvent::OpponentAway),
        Just(ServerEvent::TakenOver),
        Just(ServerEvent::ClosedByTeacher),
        Just(ServerEvent::Tournament),
        (any::<u32>(), prop::collection::vec(step(), 0..30))
            .prop_map(|(ply, steps)| ServerEvent::Steps { ply, steps }),
        (
            any::<u32>(),
            prop::option::of(letter()),
            prop::collection::vec("[0-9]{1,3}|south|north|-|[a-iA-I]", 1..24)
        )
            .prop_map(|(ply, last, words)| ServerEvent::Board {
                ply,
                last,
                position: words.join(" ")
            }),
        prop::collection::vec(letter(), 0..10).prop_map(ServerEvent::Legal),
        preview().prop_map(ServerEvent::Preview),
        game_status().prop_map(ServerEvent::Ready),
        said().prop_map(ServerEvent::Say),
        shown().prop_map(ServerEvent::Phrase),
        (
            prop::sample::select(vec![
                CoachPart::Task,
                CoachPart::Verdict,
                CoachPart::Why,
                CoachPart::Hint,
                CoachPart::Reward
            ]),
            identifier(),
            prop::collection::vec((identifier(), said_arg()), 0..5),
        )
            .prop_map(|(part, id, args)| ServerEvent::Coach(Coach { part, id, args })),
        (any::<u32>(), letter(), prop::collection::vec(step(), 0..30)).prop_map(
            |(ply, house, steps)| ServerEvent::PuzzleSteps(PuzzleSteps { ply, house, steps })
        ),
        (any::<u32>(), position_words())
            .prop_map(|(ply, position)| ServerEvent::PuzzleBoard(PuzzleBoard { ply, position })),
        signin_event(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]

    #[test]
    fn a_request_reads_back_from_its_line(request in request()) {
        let line = request.to_string();
        prop_assert!(!line.contains('\n'), "{}", line);
        prop_assert_eq!(Request::parse(&line), Ok(Some(request)));
    }

    #[test]
    fn an_answer_reads_back_for_the_request_it_answers(answer in answer()) {
        let line = ServerLine::Answer(answer.clone()).to_string();
        prop_assert_eq!(
            ServerLine::parse(&line, Some(answer.verb())),
            Ok(ServerLine::Answer(answer))
        );
    }

    #[test]
    fn a_refusal_reads_back_whatever_is_awaited(
        refusal in refusal(),
        awaiting in prop::option::of(prop::sample::select(Verb::ALL.to_vec())),
    ) {
        let line = ServerLine::Refused(refusal.clone()).to_string();
        prop_assert!(!line.contains('\n'), "{}", line);
        prop_assert_eq!(ServerLine::parse(&line, awaiting), Ok(ServerLine::Refused(refusal)));
    }

    #[test]
    fn an_event_reads_back_whatever_is_awaited(
        event in event(),
        awaiting in prop::option::of(prop::sample::select(Verb::ALL.to_vec())),
    ) {
        let line = ServerLine::Event(event.clone()).to_string();
        prop_assert_eq!(ServerLine::parse(&line, awaiting), Ok(ServerLine::Event(event)));
    }

    /// A line one edit away from a real one is read, if at all, as a value that writes
    /// exactly it: never taken for another line.
    #[test]
    fn a_line_near_a_real_one_reads_only_as_itself(
        line in prop_oneof![
            refusal().prop_map(ServerLine::Refused),
            event().prop_map(ServerLine::Event),
        ],
        at in any::<prop::sample::Index>(),
        edit in 0..3u8,
        typed in prop_oneof![Just(' '), Just('\''), Just('0'), Just('A'), any::<char>()],
        awaiting in prop::option::of(prop::sample::select(Verb::ALL.to_vec())),
    ) {
        let mut chars: Vec<char> = line.to_string().chars().collect();
        let at = at.index(chars.len() + 1);
        match edit {
            0 => chars.insert(at, typed),
            1 if at < chars.len() => { chars.remove(at); }
            _ if at < chars.len() => chars[at] = typed,
            _ => chars.push(typed),
        }
        let edited: String = chars.into_iter().collect();
        if let Ok(read) = ServerLine::parse(&edited, awaiting) {
            prop_assert_eq!(read.to_string(), edited.strip_suffix('\r').unwrap_or(&edited));
        }
    }
}

fn code_of(text: &str) -> RoomCode {
    RoomCode::parse(text).expect("a code")
}

const HEX: &str = "00112233445566778899aabbccddeeff";

fn hex_token() -> Token {
    Token::parse(HEX).expect("a token")
}

/// The lines of README's "Classroom server", written exactly so.
#[test]
fn requests_are_written_as_the_wire_documents() {
    let kalah = |seeds| Ruleset::new(GameKind::Kalah, seeds).expect("in range");
    let cases = [
        (Request::Hello("Zoé".into()), "hello Zoé"),
        (Request::Guest, "hello"),
        (
            Request::Create(kalah(4), Opponent::Classmate),
            "create kalah seeds=4",
        ),
        (
            Request::Create(
                Ruleset::standard(GameKind::TogyzKumalak),
                Opponent::Classmate,
            ),
            "create togyz seeds=9",
        ),
        (
            Request::Create(kalah(4), Opponent::Tux { level: 3 }),
            "create kalah seeds=4 tux=3",
        ),
        (
            Request::Create(kalah(4), Opponent::Here),
            "create kalah seeds=4 here",
        ),
        (Request::About(kalah(6)), "about kalah seeds=6"),
        (Request::Watch, "watch"),
        (Request::Hint, "hint"),
        (Request::Undo, "undo"),
        (Request::NewGame(None), "newgame"),
        (Request::NewGame(Some(11)), "newgame level=11"),
        (Request::Join(code_of("7kq2mx")), "join 7KQ2MX"),
        (
            Request::Resume(code_of("7KQ2MX"), hex_token()),
            "resume 7KQ2MX 00112233445566778899aabbccddeeff",
        ),
        (Request::Legal, "legal"),
        (Request::Position, "position"),
        (Request::Status, "status"),
        (Request::Play("C".into()), "play C"),
        (Request::Leave, "leave"),
        (
            Request::Lesson(LessonDone {
                game: GameKind::Congkak,
                number: 3,
            }),
            "lesson congkak 3",
        ),
        (
            Request::Finished(FinishedGame {
                ruleset: kalah(4),
                opponent: Opponent::Tux { level: 3 },
                moves: 41,
                outcome: Outcome {
                    winner: Some(Side::South),
                    scores: [30, 18],
                    reason: EndReason::EmptyRow,
                },
            }),
            "finished kalah seeds=4 tux=3 41 south 30 18 empty-row",
        ),
        (
            Request::Finished(FinishedGame {
                ruleset: Ruleset::OWARE,
                opponent: Opponent::Here,
                moves: 60,
                outcome: Outcome {
                    winner: None,
                    scores: [24, 24],
                    reason: EndReason::Score,
                },
            }),
            "finished oware seeds=4 here 60 draw 24 24 score",
        ),
    ];
    for (request, line) in cases {
        assert_eq!(request.to_string(), line);
    }
    // Written as a person may type them.
    assert_eq!(
        Request::parse("CREATE Kalah seeds=3"),
        Ok(Some(Request::Create(kalah(3), Opponent::Classmate)))
    );
    assert_eq!(
        Request::parse("create kalah"),
        Ok(Some(Request::Create(kalah(4), Opponent::Classmate)))
    );
    // The opponent before or after the seeds; one opponent at most.
    assert_eq!(
        Request::parse("create oware tux=11 seeds=5"),
        Ok(Some(Request::Create(
            Ruleset::new(GameKind::Oware, 5).expect("in range"),
            Opponent::Tux { level: 11 }
        )))
    );
    for line in [
        "create kalah tux=3 here",
        "create kalah tux=x",
        "create kalah seeds=3 seeds=4",
        "create kalah now",
        "create",
    ] {
        assert_eq!(
            Request::parse(line),
            Err(Refusal::Usage(Verb::Create)),
            "{line}"
        );
    }
    assert_eq!(
        Request::parse("newgame level=0x"),
        Err(Refusal::Usage(Verb::NewGame))
    );
}

#[test]
fn server_lines_are_written_as_the_wire_documents() {
    let over = Outcome {
        winner: Some(Side::South),
        scores: [27, 19],
        reason: EndReason::Score,
    };
    let cases: [(ServerLine, &str); 37] = [
        (Answer::Hello.into(), "= hello"),
        (
            Answer::Room {
                code: code_of("7KQ2MX"),
                token: hex_token(),
                side: Side::South,
            }
            .into(),
            "= room 7KQ2MX 00112233445566778899aabbccddeeff south",
        ),
        (
            Answer::Joined {
                token: hex_token(),
                side: Side::North,
                ruleset: Ruleset::standard(GameKind::TogyzKumalak),
            }
            .into(),
            "= joined 00112233445566778899aabbccddeeff north togyz seeds=9",
        ),
        (
            Answer::Resumed { side: Side::North }.into(),
            "= resumed north",
        ),
        (Answer::Played { captured: 8 }.into(), "= 8"),
        (Answer::Legal(vec!['A', 'B', 'F']).into(), "= A B F"),
        (Answer::Legal(vec![]).into(), "="),
        (
            Answer::Position("4 4 0 5 5 5 5 4 4 4 4 4 0 0 north".into()).into(),
            "= 4 4 0 5 5 5 5 4 4 4 4 4 0 0 north",
        ),
        (Answer::Status(GameStatus::Ongoing).into(), "= ongoing"),
        (
            Answer::Status(GameStatus::Over(over)).into(),
            "= over south 27 19 score",
        ),
        (Answer::Left.into(), "="),
        (
            Answer::Tournament(TournamentNews::Play {
                round: 2,
                rounds: 5,
                code: code_of("7KQ2MX"),
                token: hex_token(),
                side: Side::North,
                opponent: "Ama".into(),
            })
            .into(),
            "= tournament play 2 5 7KQ2MX 00112233445566778899aabbccddeeff north Ama",
        ),
        (
            Answer::Tournament(TournamentNews::Bye {
                round: 1,
                rounds: 5,
            })
            .into(),
            "= tournament bye 1 5",
        ),
        (
            Answer::Tournament(TournamentNews::Over(vec![
                ("Zoé".into(), 6),
                ("Kofi".into(), 2),
            ]))
            .into(),
            "= tournament over Zoé=6 Kofi=2",
        ),
        (Answer::Lesson.into(), "= lesson"),
        (Answer::Finished.into(), "= finished"),
        (ServerEvent::Opponent("Ана".into()).into(), "! opponent Ана"),
        (ServerEvent::Moved('c').into(), "! moved c"),
        (
            ServerEvent::Over(Outcome {
                winner: None,
                scores: [24, 24],
                reason: EndReason::Repetition,
            })
            .into(),
            "! over draw 24 24 repetition",
        ),
        (ServerEvent::OpponentLeft.into(), "! opponent-left"),
        (ServerEvent::OpponentAway.into(), "! opponent-away"),
        (ServerEvent::TakenOver.into(), "! taken-over"),
        (ServerEvent::ClosedByTeacher.into(), "! closed teacher"),
        (ServerEvent::Tournament.into(), "! tournament"),
        (
            ServerEvent::SessionEnded(SessionEnd::Everyone).into(),
            "! session-ended everyone",
        ),
        (
            ServerEvent::SessionEnded(SessionEnd::NewCode).into(),
            "! session-ended new-code",
        ),
        (
            ServerEvent::SessionEnded(SessionEnd::Deleted).into(),
            "! session-ended deleted",
        ),
        (
            ServerEvent::Say(Said {
                topic: Topic::Move,
                id: "move-tux-played".into(),
                args: vec![("house".into(), SaidArg::Houses(vec!['c']))],
            })
            .into(),
            "! say move move-tux-played house=h:c",
        ),
        (
            ServerEvent::Say(Said {
                topic: Topic::Turn,
                id: "turn-classmate".into(),
                args: vec![("player".into(), SaidArg::Text("Zoé Ana=1%".into()))],
            })
            .into(),
            "! say turn turn-classmate player=t:Zo%C3%A9%20Ana%3D1%25",
        ),
        (
            ServerEvent::Say(Said {
                topic: Topic::Preview('C'),
                id: "preview-captures-houses".into(),
                args: vec![
                    ("count".into(), SaidArg::Num(5)),
                    ("house".into(), SaidArg::Houses(vec!['b', 'a'])),
                ],
            })
            .into(),
            "! say preview C preview-captures-houses count=n:5 house=h:b,a",
        ),
        (
            ServerEvent::Say(Said {
                topic: Topic::End,
                id: "end-player-wins".into(),
                args: vec![("player".into(), SaidArg::Message("player-south".into()))],
            })
            .into(),
            "! say end end-player-wins player=m:player-south",
        ),
        (
            ServerEvent::Phrase(Shown {
                part: Part::House('C'),
                id: "house-blocked".into(),
                args: vec![
                    ("owner".into(), SaidArg::Text("tux".into())),
                    ("player".into(), SaidArg::Text(String::new())),
                    ("house".into(), SaidArg::Houses(vec!['C'])),
                    ("count".into(), SaidArg::Num(4)),
                ],
            })
            .into(),
            "! phrase house C house-blocked owner=t:tux player=t: house=h:C count=n:4",
        ),
        (
            ServerEvent::Phrase(Shown {
                part: Part::Store(Side::North),
                id: "store-classmate".into(),
                args: vec![
                    ("player".into(), SaidArg::Text("Zoé".into())),
                    ("count".into(), SaidArg::Num(11)),
                ],
            })
            .into(),
            "! phrase store north store-classmate player=t:Zo%C3%A9 count=n:11",
        ),
        (
            ServerEvent::Phrase(Shown {
                part: Part::Player(Side::South),
                id: "player-you".into(),
                args: vec![],
            })
            .into(),
            "! phrase player south player-you",
        ),
        (
            ServerEvent::Phrase(Shown {
                part: Part::Level,
                id: "level-line".into(),
                args: vec![
                    ("level".into(), SaidArg::Num(3)),
                    ("max".into(), SaidArg::Num(10)),
                ],
            })
            .into(),
            "! phrase level level-line level=n:3 max=n:10",
        ),
        (
            ServerEvent::Phrase(Shown {
                part: Part::Hint,
                id: "hint-try".into(),
                args: vec![("house".into(), SaidArg::Houses(vec!['d']))],
            })
            .into(),
            "! phrase hint hint-try house=h:d",
        ),
        (Refusal::NotYourTurn.into(), "? not your turn"),
    ];
    for (line, text) in cases {
        assert_eq!(line.to_string(), text);
    }
}

#[test]
fn refusals_are_worded_as_the_wire_documents() {
    let code = code_of("ABC234");
    let cases = [
        (Refusal::LineTooLong, "line too long: at most 1024 bytes"),
        (Refusal::NotUtf8, "not UTF-8 text"),
        (
            Refusal::ControlCharacter,
            "control characters are not allowed",
        ),
        (
            Refusal::UnknownCommand("dance".into()),
            "unknown command: dance",
        ),
        (Refusal::Usage(Verb::Hello), "usage: hello <name>"),
        (
            Refusal::Usage(Verb::Create),
            "usage: create <game> [seeds=<n>] [tux=<level>|here]",
        ),
        (Refusal::Usage(Verb::Legal), "legal takes no arguments"),
        (
            Refusal::BadName,
            "a name is 1 to 20 letters, digits, '-' or '_'",
        ),
        (
            Refusal::UnknownGame("chess".into()),
            "unknown game 'chess': choose oware, kalah, congkak, togyz",
        ),
        (
            Refusal::Seeds {
                min: 4,
                max: 6,
                text: "7".into(),
            },
            "seeds must be a whole number from 4 to 6, not '7'",
        ),
        (
            Refusal::BadCode("0000".into()),
            "'0000' is not a room code: 6 characters from 23456789ABCDEFGHJKMNPQRSTUVWXYZ",
        ),
        (Refusal::BadToken, "a token is 32 hexadecimal digits"),
        (Refusal::HelloFirst, "say hello <name> first"),
        (Refusal::AlreadyGreeted, "hello was already said"),
        (
            Refusal::AlreadySeated(code),
            "already in room ABC234: leave it first",
        ),
        (
            Refusal::NotSeated,
            "not in a room: create, join or resume one",
        ),
        (Refusal::NoSuchRoom(code), "no room ABC234"),
        (
            Refusal::WrongToken(code),
            "that token holds no seat in room ABC234",
        ),
        (Refusal::RoomFull(code), "room ABC234 is full"),
        (
            Refusal::OpponentNotJoined,
            "wait for the other player to join",
        ),
        (Refusal::OpponentLeft, "the other player has left"),
        (
            Refusal::TakenOver,
            "this seat was taken over by another connection",
        ),
        (
            Refusal::Illegal(IllegalMove::EmptyHouse),
            "illegal move: empty-house",
        ),
        (
            Refusal::NotSaved,
            "could not save; nothing changed, try again",
        ),
        (Refusal::NoFreeCode, "no free room code; try again"),
        (Refusal::ServerFull, "server full"),
        (
            Refusal::Level {
                min: 1,
                max: 10,
                text: "11".into(),
            },
            "level must be a whole number from 1 to 10, not '11'",
        ),
        (
            Refusal::NotAlone,
            "only in a room with Tux or at one machine",
        ),
        (Refusal::NothingToTakeBack, "nothing to take back"),
        (Refusal::TuxBusy, "Tux is busy, try again"),
        (Refusal::NoTux, "Tux is not in this room"),
        (
            Refusal::Lesson {
                min: 1,
                max: 8,
                text: "9".into(),
            },
            "lesson must be a whole number from 1 to 8, not '9'",
        ),
        (
            Refusal::ImpossibleScores,
            "those scores cannot end that game",
        ),
        (
            Refusal::Usage(Verb::Lesson),
            "usage: lesson <game> <number>",
        ),
    ];
    for (refusal, text) in cases {
        assert_eq!(refusal.to_string(), text);
        assert_eq!(Refusal::parse(text), Some(refusal), "{text}");
    }
    // A text from a client is shown short and without control characters.
    assert_eq!(
        Refusal::UnknownCommand("x".repeat(40)).to_string(),
        format!("unknown command: {}…", "x".repeat(32))
    );
}

#[test]
fn a_line_that_does_not_fit_says_what_it_was_meant_to_be() {
    assert_eq!(
        ServerLine::parse("= 3", Some(Verb::Play)),
        Ok(ServerLine::Answer(Answer::Played { captured: 3 }))
    );
    assert_eq!(
        ServerLine::parse("? not your turn\r", None),
        Ok(ServerLine::Refused(Refusal::NotYourTurn))
    );
    // Answers are read for the request awaited: the same bare `=` is two answers.
    assert_eq!(
        ServerLine::parse("=", Some(Verb::Leave)),
        Ok(ServerLine::Answer(Answer::Left))
    );
    assert_eq!(
        ServerLine::parse("=", Some(Verb::Legal)),
        Ok(ServerLine::Answer(Answer::Legal(vec![])))
    );
    assert_eq!(
        ServerLine::parse("= room", Some(Verb::Play)),
        Err(LineError::Answer("room".into()))
    );
    assert_eq!(
        ServerLine::parse("= 3", None),
        Err(LineError::Answer("3".into()))
    );
    assert_eq!(
        ServerLine::parse("? the moon is full", None),
        Err(LineError::Refusal("the moon is full".into()))
    );
    // Codes are written in capitals: a refusal naming another spelling is not the server's.
    assert_eq!(Refusal::parse("no room abc234"), None);
    assert_eq!(
        ServerLine::parse("! confetti", None),
        Err(LineError::Event("confetti".into()))
    );
    assert_eq!(
        ServerLine::parse("! over draw 24 24 sunset", None),
        Err(LineError::Event("over draw 24 24 sunset".into()))
    );
    assert_eq!(
        ServerLine::parse("hello", None),
        Err(LineError::Unknown("hello".into()))
    );
}

/// A client skips an event it does not know (docs/web-protocol.md): a `say` of a later
/// protocol (a new topic, a new kind of value) or one not written as the encoding writes it
/// reads as no event, which the desktop's client logs and passes over.
#[test]
fn a_say_line_this_side_cannot_read_is_no_event() {
    // The positive control: the same line, well written, is read.
    assert!(matches!(
        ServerEvent::parse("say turn turn-classmate player=t:Zo%C3%A9"),
        Some(ServerEvent::Say(_))
    ));
    for unknown in [
        "say whisper turn-you",
        "say turn turn-classmate player=x:1",
        "say turn turn-classmate player=t:Zoé",
        "say turn turn-classmate player=t:Zo%c3%a9",
        "say turn",
        "say preview 3 preview-lands",
        "say move move-tux-played house=h:",
        "say end end-score first=n:+3",
        "sayings turn turn-you",
    ] {
        assert_eq!(ServerEvent::parse(unknown), None, "{unknown}");
        assert_eq!(
            ServerLine::parse(&format!("! {unknown}"), None),
            Err(LineError::Event(unknown.into()))
        );
    }
}

/// A `phrase` line of a later protocol (a new part, a side or letter this side does not read,
/// a value of a new kind) is no event, which every client passes over like any unknown word.
#[test]
fn a_phrase_line_this_side_cannot_read_is_no_event() {
    // The positive controls: each part well written is read.
    for known in [
        "phrase house C house-blocked owner=t:tux player=t: house=h:C count=n:4",
        "phrase playable c house-playable owner=t:you player=t: house=h:c count=n:2",
        "phrase store south store-you count=n:0",
        "phrase player north player-named player=t:Zo%C3%A9",
        "phrase help-title oware-help-title seeds=n:4",
        "phrase left classroom-left player=t:Ana",
    ] {
        assert!(
            matches!(ServerEvent::parse(known), Some(ServerEvent::Phrase(_))),
            "{known}"
        );
    }
    for unknown in [
        "phrase banner classroom-lost",
        "phrase store west store-you count=n:0",
        "phrase store South store-you count=n:0",
        "phrase house 3 house-blocked",
        "phrase house C",
        "phrase level level-line level=x:3",
        "phrase",
    ] {
        assert_eq!(ServerEvent::parse(unknown), None, "{unknown}");
        assert_eq!(
            ServerLine::parse(&format!("! {unknown}"), None),
            Err(LineError::Event(unknown.into()))
        );
    }
}
