//! The window as a screen reader gets it: the accessible nodes AccessKit would send (hidden
//! elements and their contents are left out, as AccessKit leaves them out), and which node
//! has the keyboard focus.
//!
//! `i_slint_backend_testing::ElementHandle` reads one element's accessible properties but not
//! whether it is shown, nor where the focus is; this walks Slint's item tree (the
//! `i-slint-core` crate, pinned to Slint's exact version) the way Slint's AccessKit adapter
//! does: from each accessible item to its accessible descendants.

use i_slint_core::accessibility::{
    accessible_descendents, nearest_accessible_item, AccessibleStringProperty,
    SupportedAccessibilityAction,
};
use i_slint_core::item_tree::ItemRc;
use i_slint_core::items::AccessibleRole;
use i_slint_core::window::WindowInner;

/// One node of the accessibility tree.
#[derive(Clone, Debug)]
pub struct Node {
    pub role: AccessibleRole,
    pub label: String,
    pub enabled: bool,
    /// It offers the default action (a click), as AT-SPI reports it: the vendored
    /// `accesskit_atspi_common` offers no action on a disabled node.
    pub clickable: bool,
    /// `accessible-live-region`, as Slint spells it ("polite", "assertive"), or "".
    pub live: String,
    /// The labels of the accessible nodes above it, nearest first.
    pub ancestors: Vec<String>,
    /// How many accessible nodes are below it.
    pub descendants: usize,
}

/// Every node a screen reader gets, in the order of the tree (the window itself left out).
pub fn nodes(window: &slint::Window) -> Vec<Node> {
    let inner = WindowInner::from_pub(window);
    let root = ItemRc::new_root(inner.component());
    let mut found = Vec::new();
    walk(&root, &mut Vec::new(), &mut found);
    found
}

fn walk(item: &ItemRc, ancestors: &mut Vec<String>, found: &mut Vec<Node>) -> usize {
    let mut count = 0;
    for child in accessible_descendents(item) {
        // A hidden element goes to AccessKit marked hidden, and AccessKit drops its subtree.
        if !child.is_visible() {
            continue;
        }
        let index = found.len();
        found.push(node(&child, ancestors));
        ancestors.insert(0, found[index].label.clone());
        let below = walk(&child, ancestors, found);
        ancestors.remove(0);
        found[index].descendants = below;
        count += 1 + below;
    }
    count
}

fn node(item: &ItemRc, ancestors: &[String]) -> Node {
    let property = |which| {
        item.accessible_string_property(which)
            .map(|value| value.to_string())
    };
    Node {
        role: item.accessible_role(),
        label: property(AccessibleStringProperty::Label).unwrap_or_default(),
        enabled: property(AccessibleStringProperty::Enabled).is_none_or(|value| value == "true"),
        clickable: item
            .supported_accessibility_actions()
            .contains(SupportedAccessibilityAction::Default)
            && property(AccessibleStringProperty::Enabled).is_none_or(|value| value == "true"),
        live: property(AccessibleStringProperty::LiveRegion).unwrap_or_default(),
        ancestors: ancestors.to_vec(),
        descendants: 0,
    }
}

/// The houses of both rows, whoever they belong to ("Your house A, …", "Tux's house a, …").
pub fn houses(window: &slint::Window) -> Vec<Node> {
    nodes(window)
        .into_iter()
        .filter(|node| node.label.contains(" house ") && node.label.contains(" seed"))
        .collect()
}

/// The visible nodes whose label starts with `prefix`.
pub fn nodes_starting(window: &slint::Window, prefix: &str) -> Vec<Node> {
    nodes(window)
        .into_iter()
        .filter(|node| node.label.starts_with(prefix))
        .collect()
}

/// The one visible node whose label is `label`.
pub fn node_labelled(window: &slint::Window, label: &str) -> Node {
    let mut found: Vec<Node> = nodes(window)
        .into_iter()
        .filter(|node| node.label == label)
        .collect();
    assert_eq!(found.len(), 1, "one node labelled {label:?}: {found:?}");
    found.remove(0)
}

/// The label of the node a screen reader is told has the focus: the nearest accessible
/// element at or above the focused one. `None` when no element has the focus, "" when the
/// window itself has it.
pub fn focused(window: &slint::Window) -> Option<String> {
    let inner = WindowInner::from_pub(window);
    let item = inner.focus_item.borrow().upgrade()?;
    let node = nearest_accessible_item(item);
    Some(
        node.accessible_string_property(AccessibleStringProperty::Label)
            .map(|label| label.to_string())
            .unwrap_or_default(),
    )
}
