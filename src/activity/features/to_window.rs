//! Small conversions every feature's `show` uses to write plain values into the window.

use slint::{Model, VecModel};

use crate::activity::ui::StoreLayout;
use oware_rules::Stores;

/// Updates only the rows that changed, so that the elements drawn from the others keep
/// their state (a running animation, the keyboard focus).
pub fn sync_rows<T: Clone + PartialEq + 'static>(model: &VecModel<T>, rows: Vec<T>) {
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

/// A count for the window's integers.
pub fn count(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

pub fn store_layout(stores: Stores) -> StoreLayout {
    match stores {
        Stores::Aside => StoreLayout::Aside,
        Stores::OnThePath => StoreLayout::Ends,
        Stores::Kazans => StoreLayout::Kazans,
    }
}
