# Puzzles and counting drills, in English.
# A puzzle is a moment from a real game with one clearly best move to find; a counting drill
# asks a small question about one move, for the youngest.
# Readers are children aged 6 to 10: short sentences, one idea each, a warm tone.
# $house is a house letter (A, B, C… in the bottom row, a, b, c… in the top row); a number
# is always a variable, never written in the text.

## The buttons and the line above the board

puzzles-open = Puzzles
# The puzzle button under a game's card, for a screen reader.
puzzles-card = Puzzles of { $game }: your rating is { $rating }
# Where the level line is, during a puzzle.
puzzles-heading = Puzzle · your rating { $rating } · best streak { $best }
puzzles-heading-own = A puzzle from your own game · your rating { $rating }
puzzles-heading-streak = Streak: { $count } in a row · best { $best }
puzzles-hint = Hint
puzzles-retry = Try again
puzzles-next = Next puzzle
puzzles-streak = Streak
# The theme button: $theme is one of the theme names below.
puzzles-theme = Theme: { $theme }
puzzles-theme-all = all
puzzles-theme-captures = captures
puzzles-theme-defence = defence
puzzles-theme-feeding = feeding
puzzles-theme-big-house = big houses
puzzles-theme-ending = endings
puzzles-theme-extra-turn = extra turns
puzzles-theme-tuzdyk = tuzdyks
puzzles-none = There is no puzzle of this theme here. Choose another theme!
puzzles-drills = Counting

## What to look for: the task, from the puzzle's first theme

puzzle-task-captures = Find the move that captures the most seeds.
puzzle-task-captures-line = Think ahead: find the moves that, together, capture the most seeds.
puzzle-task-defence = Tux threatens your house { $house }: keep your seeds!
puzzle-task-defence-any = Tux threatens your seeds: keep them safe!
puzzle-task-feeding = Tux has no seeds left. Feed Tux and still win!
puzzle-task-big-house = One of your houses is full of seeds. Find the best way to sow it!
puzzle-task-ending = The game is nearly over. Find the move that wins the most seeds!
puzzle-task-extra-turn = Find the move that lets you play again.
puzzle-task-tuzdyk = Find the move that wins you a tuzdyk.
# Added to the task when the child plays more than one move.
puzzle-task-line = Tux will answer. Play on until the puzzle is over.

## How the move went

puzzle-right = Yes, well found!
puzzle-go-on = Right! Tux has answered: your move again.
puzzle-solved = Puzzle solved!
puzzle-solved-helped = Puzzle solved! Next time, try it without help.
puzzle-wrong = Not this one. Look what Tux can do after it.
puzzle-try-again = Press “Try again” and look once more.

## Why: the numbers of the search, in words
## $house is the house played, $other another house, $count seeds captured,
## $taken the seeds Tux then takes, $gain the seeds won over the whole puzzle.

puzzle-why-captures =
    { $count ->
        [one] House { $house } captures { $count } seed.
       *[other] House { $house } captures { $count } seeds.
    }
puzzle-why-quiet = House { $house } captures nothing now.
puzzle-why-other = House { $other } would capture { $count }, and then Tux takes { $taken }.
# Said instead when Tux would take nothing.
puzzle-why-other-safe = House { $other } would capture { $count }, and Tux would take nothing.
puzzle-why-gain =
    { $gain ->
        [one] In the end you win { $gain } seed more than Tux.
       *[other] In the end you win { $gain } seeds more than Tux.
    }
puzzle-why-tux-takes =
    { $taken ->
        [one] Then Tux takes { $taken } seed.
       *[other] Then Tux takes { $taken } seeds.
    }

## The hint ladder: the theme, then the house, then what the house does

puzzle-hint-captures = Hint: look where each last seed lands. Which one captures the most?
puzzle-hint-defence = Hint: which of your houses could Tux capture? Move those seeds, or make the house too big.
puzzle-hint-feeding = Hint: Tux needs seeds, but do not give away too many.
puzzle-hint-big-house = Hint: count how far your fullest house reaches.
puzzle-hint-ending = Hint: count the seeds left on the board.
puzzle-hint-extra-turn = Hint: look for a last seed that lands in your store.
puzzle-hint-tuzdyk = Hint: look for a last seed that makes three seeds in a house of Tux’s row.
puzzle-hint-house = Hint: look at your house { $house }.

## The streak: puzzles one after another, harder and harder, until the first miss

puzzles-streak-over = The streak is over after { $count }. Your best is { $best }.
puzzles-streak-best = A new best streak: { $count }!

## Counting drills

drill-last-seed = Where does the last seed of house { $house } land? Tap that house.
drill-last-seed-store = Where does the last seed of house { $house } land? Tap that house or your store.
drill-captures = How many seeds does house { $house } capture? Pick the number.
drill-at-risk = Which of your houses could Tux capture next? Tap them all, then OK.
drill-right = Right!
drill-wrong = Not quite. Watch the seeds go.
drill-answer-house = The last seed lands in house { $house }.
drill-answer-store = The last seed lands in your store.
drill-answer-none = Tux cannot capture any of your houses.
# $house lists the houses: "A, C".
drill-answer-at-risk = Tux could capture your houses { $house }.
drill-bigger = Well done! The houses get fuller now.
drill-next = Next question
drill-ok = OK
drill-store = Your store
