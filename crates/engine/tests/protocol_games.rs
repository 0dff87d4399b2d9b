//! The protocol in every game of the family: choosing the game, its position words, moves,
//! ends and refusals, through the real binary.

mod support;

use support::check;

#[test]
fn the_engine_lists_its_games_and_starts_as_oware_with_four_seeds() {
    check(&[
        ("games", Some("= oware kalah congkak togyz")),
        ("game", Some("= oware seeds=4")),
        ("position", Some("= 4 4 4 4 4 4 4 4 4 4 4 4 0 0 south")),
    ]);
}

#[test]
fn game_sets_up_each_kind_with_its_default_or_chosen_seeds() {
    check(&[
        ("game kalah", Some("=")),
        ("game", Some("= kalah seeds=4")),
        ("position", Some("= 4 4 4 4 4 4 4 4 4 4 4 4 0 0 south")),
        ("game kalah seeds=6", Some("=")),
        ("game", Some("= kalah seeds=6")),
        ("game congkak", Some("=")),
        ("game", Some("= congkak seeds=7")),
        ("position", Some("= 7 7 7 7 7 7 7 7 7 7 7 7 7 7 0 0 south")),
        ("legal", Some("= A B C D E F G")),
        ("game togyz", Some("=")),
        ("game", Some("= togyz seeds=9")),
        (
            "position",
            Some("= 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 0 0 south - -"),
        ),
        ("game oware seeds=6", Some("=")),
        ("position", Some("= 6 6 6 6 6 6 6 6 6 6 6 6 0 0 south")),
        ("perft 3", Some("= 206")),
    ]);
}

#[test]
fn game_refuses_what_it_does_not_know_and_changes_nothing() {
    check(&[
        ("game kalah seeds=5", Some("=")),
        ("play A", Some("= 0")),
        (
            "game chess",
            Some("? unknown game 'chess': choose oware, kalah, congkak, togyz"),
        ),
        (
            "game oware seeds=7",
            Some("? seeds must be a whole number from 4 to 6, not '7'"),
        ),
        (
            "game togyz seeds=8",
            Some("? seeds must be a whole number from 9 to 9, not '8'"),
        ),
        (
            "game kalah seeds=6 please",
            Some("? usage: game <id> [seeds=<n>] [repetition=first|third]"),
        ),
        (
            "game kalah 6",
            Some("? usage: game <id> [seeds=<n>] [repetition=first|third]"),
        ),
        ("game", Some("= kalah seeds=5")),
        ("position", Some("= 0 6 6 6 6 6 5 5 5 5 5 5 0 0 north")),
        ("newgame", Some("=")),
        ("position", Some("= 5 5 5 5 5 5 5 5 5 5 5 5 0 0 south")),
    ]);
}

#[test]
fn kalah_a_seed_in_the_own_store_plays_again() {
    check(&[
        ("game kalah", Some("=")),
        ("play C", Some("= 0")),
        ("position", Some("= 4 4 0 5 5 5 4 4 4 4 4 4 1 0 south")),
        ("legal", Some("= A B D E F")),
        ("play F", Some("= 0")),
        ("position", Some("= 4 4 0 5 5 0 5 5 5 5 4 4 2 0 north")),
        ("play C", Some("? illegal move: not-your-house")),
        ("play G", Some("? illegal move: no-such-house")),
    ]);
}

#[test]
fn kalah_ends_when_a_row_is_empty_and_each_side_keeps_its_houses() {
    check(&[
        ("game kalah", Some("=")),
        ("setposition 0 0 0 0 0 1 4 4 4 4 4 4 23 0 south", Some("=")),
        ("play F", Some("= 0")),
        ("position", Some("= 0 0 0 0 0 0 4 4 4 4 4 4 24 0 south")),
        ("status", Some("= over draw 24 24 empty-row")),
        ("legal", Some("=")),
        ("play a", Some("? illegal move: game-over")),
        // The last seed in an own empty house takes the opposite house too.
        ("setposition 1 0 0 0 0 0 0 0 0 0 5 0 42 0 south", Some("=")),
        ("play A", Some("= 6")),
        ("position", Some("= 0 0 0 0 0 0 0 0 0 0 0 0 48 0 north")),
        ("status", Some("= over south 48 0 empty-row")),
    ]);
}

#[test]
fn congkak_plays_again_from_its_store() {
    check(&[
        ("game congkak", Some("=")),
        ("play A", Some("= 0")),
        ("position", Some("= 0 8 8 8 8 8 8 7 7 7 7 7 7 7 1 0 south")),
        ("legal", Some("= B C D E F G")),
        ("status", Some("= ongoing")),
        ("perft 2", Some("= 36")),
    ]);
}

#[test]
fn togyz_captures_an_even_count_and_shows_its_tuzdyks() {
    check(&[
        ("game togyz", Some("=")),
        ("play C", Some("= 10")),
        (
            "position",
            Some("= 9 9 1 10 10 10 10 10 10 10 0 9 9 9 9 9 9 9 10 0 north - -"),
        ),
        // South owns a tuzdyk on North's row (lower case), North one on South's row.
        (
            "setposition 9 9 0 9 9 9 9 9 9 9 9 9 9 0 9 9 9 9 9 9 south e C",
            Some("="),
        ),
        (
            "position",
            Some("= 9 9 0 9 9 9 9 9 9 9 9 9 9 0 9 9 9 9 9 9 south e C"),
        ),
        ("play C", Some("? illegal move: tuzdyk")),
        ("play a", Some("? illegal move: not-your-house")),
        ("play J", Some("? illegal move: no-such-house")),
    ]);
}

#[test]
fn togyz_ends_at_eighty_two_and_when_a_player_cannot_move() {
    check(&[
        ("game togyz", Some("=")),
        (
            "setposition 0 0 0 0 0 0 0 0 1 1 10 10 10 10 10 10 10 10 80 0 south - -",
            Some("="),
        ),
        ("play I", Some("= 2")),
        ("status", Some("= over south 82 0 score")),
        (
            "position",
            Some("= 0 0 0 0 0 0 0 0 0 0 10 10 10 10 10 10 10 10 82 0 north - -"),
        ),
        (
            "setposition 0 0 0 0 0 0 0 0 0 9 9 9 9 9 9 9 9 9 40 41 south - -",
            Some("="),
        ),
        ("status", Some("= over north 40 122 no-move")),
    ]);
}

#[test]
fn setposition_refuses_what_a_game_cannot_hold() {
    let togyz_words = |found: usize| {
        format!(
            "? bad position: expected 23 words (18 house counts, 2 stores, south or north, \
             2 tuzdyks (a house letter or -)), found {found}"
        )
    };
    let start = "= 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 0 0 south - -";
    check(&[
        ("game togyz", Some("=")),
        (
            "setposition 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 0 0 south",
            Some(&togyz_words(21)),
        ),
        (
            "setposition 9 9 0 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 0 south C -",
            Some("? bad position: a tuzdyk must be on the opponent's row"),
        ),
        (
            "setposition 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 0 9 0 south i -",
            Some("? bad position: a ninth house cannot be a tuzdyk"),
        ),
        (
            "setposition 9 9 0 9 9 9 9 9 9 9 9 0 9 9 9 9 9 9 9 9 south c C",
            Some("? bad position: the two tuzdyks cannot have the same number"),
        ),
        (
            "setposition 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 0 0 south d -",
            Some("? bad position: a tuzdyk must be empty"),
        ),
        (
            "setposition 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 0 0 south x -",
            Some("? bad position: a tuzdyk is a house letter or -, not 'x'"),
        ),
        ("position", Some(start)),
        ("game congkak seeds=5", Some("=")),
        (
            "setposition 5 5 5 5 5 5 5 5 5 5 5 5 5 5 1 0 south",
            Some("? bad position: houses and stores must add up to 70, not 71"),
        ),
        (
            "setposition 5 5 5 5 5 5 5 5 5 5 5 5 5 -5 0 0 south",
            Some("? bad position: a seed count must be a whole number from 0 to 70, not '-5'"),
        ),
        ("position", Some("= 5 5 5 5 5 5 5 5 5 5 5 5 5 5 0 0 south")),
    ]);
}

#[test]
fn perft_counts_every_game() {
    check(&[
        ("game kalah", Some("=")),
        ("perft 4", Some("= 942")),
        ("game congkak", Some("=")),
        ("perft 3", Some("= 230")),
        ("game togyz", Some("=")),
        ("perft 3", Some("= 613")),
        ("game oware seeds=5", Some("=")),
        ("perft 4", Some("= 1090")),
    ]);
}

#[test]
fn tux_plays_every_game_and_replays_exactly_for_a_seed() {
    for id in ["oware", "kalah", "congkak", "togyz"] {
        let script =
            format!("game {id}\nseed 7\ngenmove 3\ngenmove 5\ngenmove 1\nposition\nlegal\n");
        let (first, ok) = support::run_raw(script.as_bytes());
        assert!(ok, "{id}");
        assert_eq!(first.len(), 7, "{id}: {first:?}");
        for answer in &first[2..5] {
            let letter = answer.strip_prefix("= ").unwrap_or_default();
            assert_eq!(letter.chars().count(), 1, "{id}: {first:?}");
        }
        let (second, _) = support::run_raw(script.as_bytes());
        assert_eq!(first, second, "{id}: the same seed plays the same moves");
    }
}

#[test]
fn oware_has_a_master_level_above_the_ladder_and_the_other_games_do_not() {
    check(&[
        ("levels", Some("= 11")),
        // The opening comes from the master's book, at once.
        ("genmove 11", Some("= F")),
        ("game kalah", Some("=")),
        ("levels", Some("= 10")),
        (
            "genmove 11",
            Some("? level must be a whole number from 1 to 10, not '11'"),
        ),
        ("position", Some("= 4 4 4 4 4 4 4 4 4 4 4 4 0 0 south")),
    ]);
}
