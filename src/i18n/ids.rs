//! Every message id the code asks for. Each locale must define all of them.

/// The message ids used by the activity, grouped as on screen. The tests check that each
/// one is present and non-empty in every language, that the Fluent files define nothing
/// else, and that each one really appears in the code that turns ids into words.
pub const MESSAGE_IDS: &[&str] = &[
    // About the activity.
    "activity-title",
    "activity-description",
    "activity-goal",
    "activity-manual",
    "activity-credit",
    "language-name",
    // Players.
    "player-you",
    "player-tux",
    "player-south",
    "player-north",
    // The bar of buttons.
    "bar-help",
    "bar-hint",
    "bar-undo",
    "bar-restart",
    "bar-level-down",
    "bar-level-up",
    "bar-mode-tux",
    "bar-mode-friends",
    "bar-language",
    "bar-home",
    "dialog-close",
    // Status line.
    "level-line",
    "turn-you",
    "turn-tux",
    "turn-player",
    // Feeding.
    "feed-explain",
    // Refused clicks.
    "illegal-empty-house",
    "illegal-not-your-house",
    "illegal-must-feed",
    "illegal-wait",
    "illegal-game-over",
    "illegal-tuzdyk",
    // What just happened.
    "move-tux-played",
    "captured-you",
    "captured-tux",
    "captured-player",
    "grand-slam",
    "hint-try",
    "hint-thinking",
    "undo-nothing",
    // End of the game.
    "end-you-win",
    "end-tux-wins",
    "end-draw",
    "end-player-wins",
    "end-score",
    "end-reason-score",
    "end-reason-draw",
    "end-reason-no-feed",
    "end-reason-repetition",
    "end-reason-no-capture-limit",
    "end-reason-empty-row",
    "end-reason-endless",
    "end-reason-no-move",
    "end-play-again",
    "end-next-level",
    // Accessible names.
    "house-playable",
    "house-feeding",
    "house-blocked",
    "store-you",
    "store-tux",
    "store-south",
    "store-north",
    // Help.
    "help-title",
    "help-rules",
];
