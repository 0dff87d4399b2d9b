//! The board turned round, so that the child at this machine sees their own row at the
//! bottom: a child who joined a classmate's room plays North, and their screen shows the
//! board as they would see it sitting at the other side of a real one.

use oware_rules::Side;

use super::view::GameView;

/// `view` as seen from `bottom`'s side of the board. A [`GameView`] always speaks of the
/// rows as drawn: its "south" is the bottom row, its "north" the top one. Turned, the
/// bottom row is North's, drawn from its first house on the left, and the top row South's,
/// drawn from its last house: the seeds still travel counter-clockwise on screen. Stores,
/// names, the side to move and the tuzdyks' owners follow their rows, so that each keeps
/// its colour beside its player. Who owns what in words (the labels) does not change.
pub fn seen_from(mut view: GameView, bottom: Side) -> GameView {
    if bottom == Side::South {
        return view;
    }
    let mut top = std::mem::take(&mut view.south);
    let mut below = std::mem::take(&mut view.north);
    top.reverse();
    below.reverse();
    for house in top.iter_mut().chain(below.iter_mut()) {
        house.tuzdyk_of = house.tuzdyk_of.map(Side::opponent);
    }
    view.north = top;
    view.south = below;
    view.stores.swap(0, 1);
    view.names.swap(0, 1);
    view.to_move = view.to_move.opponent();
    view
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::activity::view::{HouseState, StoreState, Tone};
    use oware_rules::Stores;

    fn house(index: usize, tuzdyk_of: Option<Side>) -> HouseState {
        HouseState {
            index,
            tuzdyk_of,
            ..HouseState::default()
        }
    }

    fn store(seeds: u8) -> StoreState {
        StoreState {
            seeds,
            ..StoreState::default()
        }
    }

    fn view() -> GameView {
        GameView {
            title: String::new(),
            // As drawn from South's side: North's last house first.
            north: vec![house(5, None), house(4, Some(Side::South)), house(3, None)],
            south: vec![house(0, None), house(1, None), house(2, Some(Side::North))],
            stores: [store(7), store(2)],
            store_layout: Stores::OnThePath,
            names: ["Ana".into(), "Zoé".into()],
            to_move: Side::South,
            against_tux: false,
            tux_thinking: false,
            level_line: String::new(),
            turn_line: String::new(),
            replaying: false,
            in_hand: 0,
            can_undo: false,
            can_level_down: false,
            can_level_up: false,
            message: String::new(),
            tone: Tone::Information,
            preview_line: String::new(),
            announcement: String::new(),
            end: None,
            help_title: String::new(),
            help_text: String::new(),
            help_sections: Vec::new(),
        }
    }

    fn indices(row: &[HouseState]) -> Vec<usize> {
        row.iter().map(|house| house.index).collect()
    }

    #[test]
    fn north_at_the_bottom_turns_the_board_round() {
        let turned = seen_from(view(), Side::North);
        assert_eq!(indices(&turned.south), [3, 4, 5]);
        assert_eq!(indices(&turned.north), [2, 1, 0]);
        assert_eq!(turned.south[1].tuzdyk_of, Some(Side::North));
        assert_eq!(turned.north[0].tuzdyk_of, Some(Side::South));
        assert_eq!(turned.stores, [store(2), store(7)]);
        assert_eq!(turned.names, ["Zoé".to_string(), "Ana".to_string()]);
        assert_eq!(turned.to_move, Side::North);
    }

    #[test]
    fn south_at_the_bottom_leaves_the_board_as_it_is() {
        assert_eq!(seen_from(view(), Side::South), view());
    }
}
