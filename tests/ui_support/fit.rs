//! Finds every text on screen that needs more room than the layout gave it.
//!
//! `i_slint_backend_testing::ElementHandle` finds elements and reads their sizes, but not
//! what a text would need, so this walks Slint's item tree (the `i-slint-core` crate, pinned
//! to the same exact version as Slint) and asks each text item for its own layout info: the
//! width of its longest word (or of the whole line when it may not wrap), and the height of
//! its lines at the width it has. Measured with the real Andika font, as the window draws it.

use std::ops::ControlFlow;

use i_slint_core::item_tree::{ItemRc, ParentItemTraversalMode};
use i_slint_core::items::{ComplexText, Flickable, SimpleText, TextOverflow, TextWrap};
use i_slint_core::layout::Orientation;
use i_slint_core::lengths::LogicalRect;
use i_slint_core::window::WindowInner;

/// Rounding in the layout is allowed; anything more is a text that does not fit.
const SLACK: f32 = 0.5;

/// One text that does not fit, described for a failure message.
#[derive(Debug)]
pub struct Misfit {
    pub text: String,
    pub problem: String,
}

/// What one look at the window found.
#[derive(Debug)]
pub struct Fit {
    /// The visible, non-empty texts measured. A walk that no longer recognises Slint's text
    /// items would measure none and find nothing wrong, so the tests check this count too.
    pub measured: usize,
    pub misfits: Vec<Misfit>,
}

/// Measures every visible, non-empty text of the window and finds those that are squeezed,
/// broken inside a word, cut off by the window's edge, or pushed out of the element that
/// holds them.
pub fn fit(window: &slint::Window) -> Fit {
    let inner = WindowInner::from_pub(window);
    let root = ItemRc::new_root(inner.component());
    let size = window.size().to_logical(window.scale_factor());
    let window_rect = LogicalRect::new(
        Default::default(),
        i_slint_core::lengths::LogicalSize::new(size.width, size.height),
    );
    let adapter = inner.window_adapter();
    let mut found = Vec::new();
    let mut measured = 0;
    root.visit_descendants(|item| {
        if let Some((text, wrap, overflow)) = text_of(item) {
            if !text.trim().is_empty() && item.is_visible() {
                measured += 1;
                check(
                    item,
                    &text,
                    wrap,
                    overflow,
                    &adapter,
                    window_rect,
                    &mut found,
                );
            }
        }
        ControlFlow::<()>::Continue(())
    });
    Fit {
        measured,
        misfits: found,
    }
}

fn text_of(item: &ItemRc) -> Option<(String, TextWrap, TextOverflow)> {
    if let Some(text) = item.downcast::<ComplexText>() {
        let text = text.as_pin_ref();
        return Some((text.text().to_string(), text.wrap(), text.overflow()));
    }
    if let Some(text) = item.downcast::<SimpleText>() {
        let text = text.as_pin_ref();
        return Some((
            text.text().to_string(),
            TextWrap::NoWrap,
            TextOverflow::Clip,
        ));
    }
    None
}

fn check(
    item: &ItemRc,
    text: &str,
    wrap: TextWrap,
    overflow: TextOverflow,
    adapter: &std::rc::Rc<dyn i_slint_core::window::WindowAdapter>,
    window_rect: LogicalRect,
    found: &mut Vec<Misfit>,
) {
    let geometry = item.geometry();
    let (width, height) = (geometry.size.width, geometry.size.height);
    let pinned = item.borrow();
    let across = pinned
        .as_ref()
        .layout_info(Orientation::Horizontal, -1., adapter, item);
    let down = pinned
        .as_ref()
        .layout_info(Orientation::Vertical, width, adapter, item);
    let mut problems = Vec::new();
    // An elided text hides its end: it must fit whole. A wrapping one needs its longest word.
    let needed_width = match (overflow, wrap) {
        (TextOverflow::Elide, _) | (_, TextWrap::NoWrap) => across.preferred,
        _ => across.min,
    };
    if needed_width > width + SLACK {
        problems.push(format!("needs {needed_width:.0} px across, has {width:.0}"));
    }
    if down.preferred > height + SLACK {
        problems.push(format!(
            "needs {:.0} px down at this width, has {height:.0}",
            down.preferred
        ));
    }
    let origin = item.map_to_window(geometry.origin);
    let absolute = LogicalRect::new(origin, geometry.size);
    if !inside(&absolute, &window_rect, !scrolls_in(item)) {
        problems.push(format!("leaves the window: {absolute:?}"));
    }
    // Every element around the text must hold it; inside a scrolling view, only across.
    let mut scrolls = false;
    let mut parent = item.parent_item(ParentItemTraversalMode::StopAtPopups);
    while let Some(ancestor) = parent {
        let rect = LogicalRect::new(
            ancestor.map_to_window(ancestor.geometry().origin),
            ancestor.geometry().size,
        );
        scrolls |= ancestor.downcast::<Flickable>().is_some();
        let empty = rect.size.width <= 0. || rect.size.height <= 0.;
        if !empty && !inside(&absolute, &rect, !scrolls) {
            problems.push(format!(
                "sticks out of an enclosing element: text {absolute:?} in {rect:?}"
            ));
            break;
        }
        parent = ancestor.parent_item(ParentItemTraversalMode::StopAtPopups);
    }
    if !problems.is_empty() {
        found.push(Misfit {
            text: text.to_string(),
            problem: problems.join("; "),
        });
    }
}

fn inside(inner: &LogicalRect, outer: &LogicalRect, vertically_too: bool) -> bool {
    let across = inner.min_x() >= outer.min_x() - SLACK && inner.max_x() <= outer.max_x() + SLACK;
    let down = inner.min_y() >= outer.min_y() - SLACK && inner.max_y() <= outer.max_y() + SLACK;
    across && (down || !vertically_too)
}

fn scrolls_in(item: &ItemRc) -> bool {
    let mut parent = item.parent_item(ParentItemTraversalMode::StopAtPopups);
    while let Some(ancestor) = parent {
        if ancestor.downcast::<Flickable>().is_some() {
            return true;
        }
        parent = ancestor.parent_item(ParentItemTraversalMode::StopAtPopups);
    }
    false
}
