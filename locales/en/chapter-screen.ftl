# The chapters of strategy, in English: the words of their screens and buttons. The chapters'
# own texts (titles, explanations, goals) are in chapters.ftl.
# A chapter teaches one idea: a few screens of explanation on the board, then positions to
# play out against Tux with a goal. Each goal met earns one to three stars.
# Readers are children aged 6 to 10: short sentences, one idea each, a warm tone.

## The buttons and the list

chapters-open = Chapters
# The chapters button under a game's card, for a screen reader.
chapters-card =
    { $count ->
        [one] Chapters of { $game }: you have { $count } star
       *[other] Chapters of { $game }: you have { $count } stars
    }
chapters-list-title = Chapters of { $game }
chapters-item = { $number }. { $title }
# A chapter of the list, for a screen reader: the stars earned of all it offers.
chapters-item-stars =
    { $count ->
        [one] { $number }. { $title }: { $count } star out of { $total }
       *[other] { $number }. { $title }: { $count } stars out of { $total }
    }
chapters-item-locked = { $number }. { $title }: locked. First finish the chapter before this one.
chapters-back = Back
chapters-next = Next
# The last screen of the explanation leads to the positions to play.
chapters-to-play = Let's play!

## The line above the board

# The explanation: the chapter's title, and which screen of how many.
chapters-screen-heading = { $title }: page { $number } of { $total }
# A position to play: the chapter's title, and which of how many.
chapters-stage-heading = { $title }: challenge { $number } of { $total }
chapters-moves-left =
    { $count ->
        [one] You have { $count } move left.
       *[other] You have { $count } moves left.
    }
chapters-safe-left =
    { $count ->
        [one] Tux has { $count } more chance to capture.
       *[other] Tux has { $count } more chances to capture.
    }
chapters-sowings-left =
    { $count ->
        [one] Sow { $count } more time in this turn.
       *[other] Sow { $count } more times in this turn.
    }
chapters-met-best = Goal reached in the fewest moves: three stars!
chapters-met =
    { $count ->
        [one] Goal reached: { $count } star. Can you do it in fewer moves?
       *[other] Goal reached: { $count } stars. Can you do it in fewer moves?
    }
chapters-chapter-done = You have finished this chapter!
chapters-missed = Not this time. Try again from the start, or undo your last move.
chapters-try-again = Try again
chapters-from-last-move = Undo my last move
