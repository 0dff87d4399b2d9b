//! Copies what the window should show into its properties: the menu's cards, or the game
//! screen as [`game_view`] worked it out.

use std::rc::Rc;

use slint::{ComponentHandle, Model, ModelRc, SharedString, VecModel};

use crate::activity::fonts::writes_open_dyslexic;
use crate::i18n::Arg;
use crate::settings::{MovePreview, ReadingFont, ReplaySpeed};
use oware_rules::{GameKind, Side, Stores};

use super::{Controller, Screen};
use crate::activity::aids::Ending;
use crate::activity::animation::Frame;
use crate::activity::facing::seen_from;
use crate::activity::sitting::Opponent;
use crate::activity::texts::Texts;
use crate::activity::ui::{
    self, EndMood, GameCard, HelpPart, HouseView, MessageKind, OwareAdapter, SeedChoice,
    StoreLayout, StoreView,
};
use crate::activity::ui::{
    ActivityWindow, ClassroomAdapter, EndAdapter, LessonChoice, LessonsAdapter, LookBackAdapter,
    MenuAdapter, RoomChoice,
};
use crate::activity::view::{
    game_view, GameView, HouseState, LessonWords, Marks, StoreState, Tone,
};

/// The window's lists, kept for the life of the window and updated row by row, so that what
/// a list shows keeps its state (the focus, running animations) when a row changes.
pub(super) struct Lists {
    north: Rc<VecModel<HouseView>>,
    south: Rc<VecModel<HouseView>>,
    cards: Rc<VecModel<GameCard>>,
    seed_games: Rc<VecModel<GameCard>>,
    pub rooms: Rc<VecModel<RoomChoice>>,
    lessons: Rc<VecModel<LessonChoice>>,
}

impl Lists {
    /// Empty lists, handed to the window once.
    pub fn new(window: &ActivityWindow) -> Lists {
        let adapter = window.global::<OwareAdapter>();
        let menu_ui = window.global::<MenuAdapter>();
        let lessons_ui = window.global::<LessonsAdapter>();
        let classroom_ui = window.global::<ClassroomAdapter>();
        let lists = Lists {
            north: Rc::new(VecModel::default()),
            south: Rc::new(VecModel::default()),
            cards: Rc::new(VecModel::default()),
            seed_games: Rc::new(VecModel::default()),
            rooms: Rc::new(VecModel::default()),
            lessons: Rc::new(VecModel::default()),
        };
        adapter.set_north_row(ModelRc::from(lists.north.clone()));
        adapter.set_south_row(ModelRc::from(lists.south.clone()));
        menu_ui.set_cards(ModelRc::from(lists.cards.clone()));
        menu_ui.set_seed_games(ModelRc::from(lists.seed_games.clone()));
        classroom_ui.set_rooms_nearby(ModelRc::from(lists.rooms.clone()));
        lessons_ui.set_lesson_list(ModelRc::from(lists.lessons.clone()));
        lists
    }
}

impl Controller {
    /// Writes the whole state into the window's properties, after an action.
    pub fn refresh(&mut self) {
        self.render(super::pacing::Trigger::Action);
    }

    /// Writes the whole state into the window's properties; `trigger` says when the
    /// announcement may be said.
    pub(super) fn render(&mut self, trigger: super::pacing::Trigger) {
        let Some(window) = self.window.upgrade() else {
            return;
        };
        let adapter = window.global::<OwareAdapter>();
        let lessons_ui = window.global::<LessonsAdapter>();
        let look_back_ui = window.global::<LookBackAdapter>();
        let end_ui = window.global::<EndAdapter>();
        let settings = self.settings.settings();
        adapter.set_teacher_lock(settings.teacher_lock);
        adapter.set_replay_speed(speed_to_ui(settings.replay_speed));
        adapter.set_sound_on(settings.sound);
        adapter.set_move_preview(preview_to_ui(settings.move_preview));
        adapter.set_reading_font(font_to_ui(settings.reading_font));
        adapter.set_open_dyslexic(writes_open_dyslexic(settings.reading_font, self.language));
        self.show_room(&window.global::<ClassroomAdapter>());
        match self.screen {
            Screen::Menu => {
                adapter.set_screen(ui::Screen::Menu);
                adapter.set_title(self.localizer.text(self.language, "suite-title").into());
                let cards = self.cards();
                let seed_games: Vec<GameCard> = cards
                    .iter()
                    .filter(|card| card.seed_choices.row_count() > 1)
                    .cloned()
                    .collect();
                sync_rows(&self.lists.cards, cards);
                sync_rows(&self.lists.seed_games, seed_games);
            }
            Screen::Game => {
                adapter.set_screen(ui::Screen::Game);
                let texts = Texts {
                    localizer: &self.localizer,
                    language: self.language,
                    ruleset: self.sitting.ruleset(),
                    opponent: self.sitting.opponent(),
                };
                let lesson = self.lesson_words(&texts);
                let mut view = self.board_view(&texts, lesson.as_ref());
                self.dress_room(&mut view, &texts);
                let mut view = seen_from(view, self.sitting.opponent().bottom_side());
                view.announcement = self
                    .announcements
                    .take(view.announcement, trigger)
                    .to_owned();
                let (solved, missed, has_next) = self.lesson_buttons();
                lessons_ui.set_in_lesson(self.board.in_lesson());
                sync_rows(&self.lists.lessons, self.lesson_list(&texts));
                let game = self.sitting.game();
                adapter.set_game_under_way(game.move_count() > 0 && !game.is_over());
                lessons_ui.set_hide_legal_glow(
                    lesson.as_ref().is_some_and(|words| words.hides_legal_glow),
                );
                lessons_ui
                    .set_lesson_task(lesson.map(|words| words.task).unwrap_or_default().into());
                lessons_ui.set_lesson_solved(solved);
                lessons_ui.set_lesson_missed(missed);
                lessons_ui.set_has_next_lesson(has_next);
                look_back_ui.set_looking_back(self.board.looking_back());
                look_back_ui.set_can_look_back(self.can_look_back());
                let (previous, next) = self.look_back_steps();
                look_back_ui.set_can_look_previous(previous);
                look_back_ui.set_can_look_next(next);
                sync_rows(
                    &self.lists.north,
                    view.north.iter().map(house_view).collect(),
                );
                sync_rows(
                    &self.lists.south,
                    view.south.iter().map(house_view).collect(),
                );
                let (north, column) = first_playable(&view);
                adapter.set_first_playable_north(north);
                adapter.set_first_playable_column(column);
                show_game(&adapter, &end_ui, view);
                end_ui.set_easier_offer(self.offer_line().into());
            }
        }
    }

    /// The game screen for what the board is doing: the game with its replay and preview, a
    /// lesson's words over its position, or a past move of the finished game.
    fn board_view(&self, texts: &Texts, lesson: Option<&LessonWords>) -> GameView {
        if let Some(view) = self.look_back_view(texts) {
            return view;
        }
        let frame: Option<&Frame> = self.board.replay().map(|playback| playback.frame());
        let preview = self.current_preview();
        let marks = match (lesson, &preview) {
            (Some(words), _) => Marks::Lesson(words),
            (None, Some(preview)) => Marks::Preview(preview),
            (None, None) => Marks::Nothing,
        };
        let mut view = game_view(&self.sitting, frame, &self.feedback, marks, texts);
        self.describe_moves(&mut view, texts);
        view
    }

    /// One card per game, in the current language, with the teacher's seeds per house.
    fn cards(&self) -> Vec<GameCard> {
        let settings = self.settings.settings();
        let opponent = Opponent::for_mode(settings.mode);
        GameKind::ALL
            .into_iter()
            .map(|kind| {
                let ruleset = settings.ruleset_for(kind);
                let texts = Texts {
                    localizer: &self.localizer,
                    language: self.language,
                    ruleset,
                    opponent: &opponent,
                };
                let title = texts.game_title();
                let goal = texts.game_goal();
                let (age, difficulty) = crate::activity::game_words::card_hint(kind);
                let from_age = texts.with("menu-age", &[("age", Arg::from(u32::from(age)))]);
                let difficulty =
                    texts.with("menu-difficulty", &[("difficulty", Arg::Str(difficulty))]);
                let label = texts.with(
                    "menu-card",
                    &[
                        ("game", Arg::Str(&title)),
                        ("goal", Arg::Str(&goal)),
                        ("age", Arg::Str(&from_age)),
                        ("difficulty", Arg::Str(&difficulty)),
                    ],
                );
                let choices: Vec<SeedChoice> = kind
                    .seed_range()
                    .map(|seeds| SeedChoice {
                        seeds: i32::from(seeds),
                        label: texts
                            .with(
                                "menu-seeds-choice",
                                &[("count", Arg::from(u32::from(seeds)))],
                            )
                            .into(),
                    })
                    .collect();
                let layout = kind.layout();
                let lessons_done = self.lesson_progress().done_count(kind);
                let lessons_total = crate::activity::aids::lessons(kind).len();
                let lessons_label = texts.with(
                    "lessons-card",
                    &[
                        ("game", Arg::Str(&title)),
                        ("count", Arg::from(count_u32(lessons_done))),
                        ("max", Arg::from(count_u32(lessons_total))),
                    ],
                );
                GameCard {
                    id: kind.id().into(),
                    title: title.into(),
                    goal: goal.into(),
                    description: texts.game_description().into(),
                    age: i32::from(age),
                    difficulty: difficulty.into(),
                    label: label.into(),
                    houses_per_side: layout.houses_per_side as i32,
                    store_layout: store_layout(layout.stores),
                    seed_choices: ModelRc::new(VecModel::from(choices)),
                    seeds: i32::from(ruleset.seeds_per_house()),
                    lessons_done: count(lessons_done),
                    lessons_total: count(lessons_total),
                    lessons_label: lessons_label.into(),
                }
            })
            .collect()
    }
}

fn show_game(adapter: &OwareAdapter, end_ui: &EndAdapter, view: GameView) {
    adapter.set_title(view.title.into());
    adapter.set_store_layout(store_layout(view.store_layout));
    let [south_store, north_store] = view.stores;
    adapter.set_south_store(store_view(south_store));
    adapter.set_north_store(store_view(north_store));
    let [south_name, north_name] = view.names;
    adapter.set_south_name(south_name.into());
    adapter.set_north_name(north_name.into());
    adapter.set_north_to_move(view.to_move == Side::North);
    adapter.set_against_tux(view.against_tux);
    adapter.set_tux_thinking(view.tux_thinking);
    adapter.set_level_line(view.level_line.into());
    adapter.set_turn_line(view.turn_line.into());
    adapter.set_animating(view.replaying);
    adapter.set_in_hand(i32::from(view.in_hand));
    adapter.set_can_undo(view.can_undo);
    adapter.set_can_level_down(view.can_level_down);
    adapter.set_can_level_up(view.can_level_up);
    adapter.set_message(view.message.into());
    adapter.set_preview_line(view.preview_line.into());
    adapter.set_announcement(view.announcement.into());
    adapter.set_message_kind(match view.tone {
        Tone::Information => MessageKind::Information,
        Tone::Refusal => MessageKind::Refusal,
        Tone::Feeding => MessageKind::Feeding,
    });
    adapter.set_help_title(view.help_title.into());
    adapter.set_help_text(view.help_text.into());
    let sections: Vec<HelpPart> = view
        .help_sections
        .into_iter()
        .map(|section| HelpPart {
            heading: section.heading.into(),
            body: section.body.into(),
        })
        .collect();
    // A new list only when the words change (a language, a game), so that an open dialog's
    // sections are not rebuilt at every move of the clock.
    let shown = adapter.get_help_sections();
    if !shown.iter().eq(sections.iter().cloned()) {
        adapter.set_help_sections(ModelRc::new(VecModel::from(sections)));
    }
    end_ui.set_game_over(view.end.is_some());
    if let Some(end) = view.end {
        end_ui.set_end_title(end.title.into());
        end_ui.set_end_score(end.score.into());
        end_ui.set_end_reason(end.reason.into());
        end_ui.set_end_cheer(end.cheer.into());
        end_ui.set_end_mood(match end.mood {
            Ending::Won => EndMood::Won,
            Ending::Lost => EndMood::Lost,
            Ending::Drawn => EndMood::Draw,
        });
        end_ui.set_can_next_level(end.can_next_level);
    }
}

/// The first house that can be played, as drawn: its row (true for North's) and column, or
/// -1 when none can be played now.
fn first_playable(view: &GameView) -> (bool, i32) {
    let first = |row: &[HouseState]| row.iter().position(|house| house.playable);
    match (first(&view.south), first(&view.north)) {
        (Some(column), _) => (false, count(column)),
        (None, Some(column)) => (true, count(column)),
        (None, None) => (false, -1),
    }
}

fn store_layout(stores: Stores) -> StoreLayout {
    match stores {
        Stores::Aside => StoreLayout::Aside,
        Stores::OnThePath => StoreLayout::Ends,
        Stores::Kazans => StoreLayout::Kazans,
    }
}

pub fn speed_to_ui(speed: ReplaySpeed) -> ui::Speed {
    match speed {
        ReplaySpeed::Slow => ui::Speed::Slow,
        ReplaySpeed::Normal => ui::Speed::Normal,
        ReplaySpeed::Fast => ui::Speed::Fast,
    }
}

pub fn speed_from_ui(speed: ui::Speed) -> ReplaySpeed {
    match speed {
        ui::Speed::Slow => ReplaySpeed::Slow,
        ui::Speed::Normal => ReplaySpeed::Normal,
        ui::Speed::Fast => ReplaySpeed::Fast,
    }
}

pub fn preview_to_ui(preview: MovePreview) -> ui::Preview {
    match preview {
        MovePreview::FirstLevels => ui::Preview::FirstLevels,
        MovePreview::Always => ui::Preview::Always,
        MovePreview::Never => ui::Preview::Never,
    }
}

pub fn preview_from_ui(preview: ui::Preview) -> MovePreview {
    match preview {
        ui::Preview::FirstLevels => MovePreview::FirstLevels,
        ui::Preview::Always => MovePreview::Always,
        ui::Preview::Never => MovePreview::Never,
    }
}

pub fn font_to_ui(font: ReadingFont) -> ui::ReadingFont {
    match font {
        ReadingFont::Andika => ui::ReadingFont::Andika,
        ReadingFont::OpenDyslexic => ui::ReadingFont::OpenDyslexic,
    }
}

pub fn font_from_ui(font: ui::ReadingFont) -> ReadingFont {
    match font {
        ui::ReadingFont::Andika => ReadingFont::Andika,
        ui::ReadingFont::OpenDyslexic => ReadingFont::OpenDyslexic,
    }
}

fn store_view(store: StoreState) -> StoreView {
    StoreView {
        seeds: i32::from(store.seeds),
        sown: store.sown,
        label: store.label.into(),
        preview_last: store.preview_last,
        owner: store.owner.into(),
        hinted: store.hinted,
    }
}

fn house_view(state: &HouseState) -> HouseView {
    HouseView {
        index: state.index as i32,
        letter: SharedString::from(state.letter.as_str()),
        seeds: i32::from(state.seeds),
        playable: state.playable,
        feeding: state.feeding,
        last_origin: state.last_origin,
        sown: state.sown,
        lifted: state.lifted,
        captured: state.captured,
        hinted: state.hinted,
        refused: state.refused,
        tuzdyk_of: match state.tuzdyk_of {
            None => ui::Owner::Nobody,
            Some(Side::South) => ui::Owner::South,
            Some(Side::North) => ui::Owner::North,
        },
        label: state.label.as_str().into(),
        preview_last: state.preview_last,
        preview_taken: i32::from(state.preview_taken),
        preview: state.preview.as_str().into(),
    }
}

/// Updates only the rows that changed, so that the elements drawn from the others keep
/// their state (a running animation, the keyboard focus).
pub(super) fn sync_rows<T: Clone + PartialEq + 'static>(model: &VecModel<T>, rows: Vec<T>) {
    if model.row_count() != rows.len() {
        model.set_vec(rows);
        return;
    }
    for (index, row) in rows.into_iter().enumerate() {
        if model.row_data(index).as_ref() != Some(&row) {
            model.set_row_data(index, row);
        }
    }
}

fn count(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

/// A count for a translated text's number.
pub(super) fn count_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}
