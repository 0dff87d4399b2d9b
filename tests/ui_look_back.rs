//! The look back at a finished game: from the end dialog, the board steps through the
//! child's moves, each from the position it was played in, with the house played, the better
//! house Tux found, and Tux's word on it; and the offer of an easier level after three
//! losses in a row.

mod ui_support;

use oware::activity::OwareAdapter;
use oware::activity::{Activity, ActivityOptions};
use oware::rules::GameKind;
use slint::ComponentHandle;
use ui_support::*;

/// South has 23 seeds: F's two seeds land in a and b and capture 5, which wins; E does not.
const F_WINS: [u8; 12] = [0, 0, 0, 0, 1, 2, 1, 2, 0, 0, 0, 1];

fn adapter(activity: &Activity) -> OwareAdapter<'_> {
    activity.window().global::<OwareAdapter>()
}

fn end_ui(activity: &Activity) -> oware::activity::ui::EndAdapter<'_> {
    activity
        .window()
        .global::<oware::activity::ui::EndAdapter>()
}

fn look_back_ui(activity: &Activity) -> oware::activity::ui::LookBackAdapter<'_> {
    activity
        .window()
        .global::<oware::activity::ui::LookBackAdapter>()
}

/// Plays the first house the child may play until the game is over.
fn play_to_the_end(activity: &Activity) {
    for _ in 0..200 {
        finish_animation(activity);
        if end_ui(activity).get_game_over() {
            return;
        }
        let playable = houses_shown(activity)
            .into_iter()
            .find(|house| house.playable)
            .map(|house| house.letter.to_string());
        match playable {
            Some(letter) => click(activity, letter.chars().next().expect("a letter")),
            None => advance(std::time::Duration::from_millis(300)),
        }
    }
    panic!("the game did not end");
}

#[test]
fn the_winning_capture_is_praised_when_looking_back() {
    let activity = start_in("en", settings_against_tux(2));
    load_south_to_move(&activity, F_WINS, [23, 18]);
    click(&activity, 'F');
    finish_animation(&activity);
    assert!(end_ui(&activity).get_game_over());
    assert!(look_back_ui(&activity).get_can_look_back());

    press(&activity, "Look back at the game");
    assert!(look_back_ui(&activity).get_looking_back());
    assert!(
        !end_ui(&activity).get_game_over(),
        "the end dialog steps aside"
    );
    assert_eq!(
        adapter(&activity).get_level_line().as_str(),
        "Your move 1 of 1"
    );
    assert_eq!(
        message(&activity),
        "You played house F. A good capture: 5 seeds!"
    );
    // The board is the one the move was played on, nothing on it playable.
    assert_eq!(seeds_shown(&activity), F_WINS);
    let houses = houses_shown(&activity);
    assert!(houses.iter().all(|house| !house.playable));
    assert!(houses[5].last_origin, "F is marked as the house played");
    assert!(
        houses.iter().all(|house| !house.hinted),
        "nothing was better"
    );
    assert!(!look_back_ui(&activity).get_can_look_next());

    press(&activity, "Done");
    assert!(!look_back_ui(&activity).get_looking_back());
    assert!(
        end_ui(&activity).get_game_over(),
        "back to the end of the game"
    );
}

#[test]
fn a_missed_capture_is_shown_with_the_better_house() {
    let activity = start_in("en", settings_against_tux(2));
    load_south_to_move(&activity, F_WINS, [23, 18]);
    // E wins nothing: F would have captured 5 seeds and won.
    click(&activity, 'E');
    play_to_the_end(&activity);

    press(&activity, "Look back at the game");
    let counter = adapter(&activity).get_level_line().to_string();
    assert!(counter.starts_with("Your move 1 of "), "{counter}");
    let said = message(&activity);
    assert!(
        said.starts_with("You played house E. F would have captured 5 seeds."),
        "{said}"
    );
    assert_eq!(seeds_shown(&activity), F_WINS);
    let houses = houses_shown(&activity);
    assert!(houses[4].last_origin, "E is the house played");
    assert!(houses[5].hinted, "F is the better house");
    // A click on the board looks, it does not play.
    click(&activity, 'F');
    assert_eq!(seeds_shown(&activity), F_WINS);
    assert!(look_back_ui(&activity).get_looking_back());

    if look_back_ui(&activity).get_can_look_next() {
        press(&activity, "Next");
        let counter = adapter(&activity).get_level_line().to_string();
        assert!(counter.starts_with("Your move 2 of "), "{counter}");
        assert!(look_back_ui(&activity).get_can_look_previous());
        press(&activity, "Previous");
        assert!(adapter(&activity)
            .get_level_line()
            .starts_with("Your move 1 of "));
    }
}

#[test]
fn two_children_at_one_screen_are_not_offered_a_look_back() {
    let mut settings = settings_against_tux(2);
    settings.mode = oware::settings::Mode::TwoPlayers;
    let activity = start_in("en", settings);
    load_south_to_move(&activity, F_WINS, [23, 18]);
    click(&activity, 'F');
    finish_animation(&activity);
    assert!(end_ui(&activity).get_game_over());
    assert!(!look_back_ui(&activity).get_can_look_back());
}

#[test]
fn three_losses_in_a_row_offer_an_easier_level_and_the_child_decides() {
    let activity = start_with(ActivityOptions {
        game: Some(GameKind::Oware),
        settings: settings_against_tux(3),
        ..ActivityOptions::default()
    });
    // Tux already has 25 seeds in this position: each time it is loaded, a game is lost.
    let losing: [u8; 12] = [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1];
    for game in 1..=3 {
        load_south_to_move(&activity, losing, [20, 25]);
        assert!(
            end_ui(&activity).get_game_over(),
            "game {game}: Tux has already won"
        );
        advance(std::time::Duration::from_millis(100));
        let offer = end_ui(&activity).get_easier_offer().to_string();
        if game < 3 {
            assert_eq!(offer, "", "game {game}");
        } else {
            assert_eq!(offer, "That was a hard one! Would you like to try level 2?");
        }
    }
    press(&activity, "Easier level");
    assert_eq!(activity.sitting().level(), 2);
    assert!(!end_ui(&activity).get_game_over(), "a new game at level 2");
    assert_eq!(activity.settings().level_for(GameKind::Oware), 2);
}
